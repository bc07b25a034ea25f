import type { ApiError } from "@quorum/core";
import {
  Button,
  ErrorMessage,
  FormField,
  Link,
  TextInput,
  t,
  useApiClient,
  useDocumentTitle,
  useMutation,
  useSearchParams,
  useSiteConfig,
} from "@quorum/core";
import type { CurrentUser, SignIn } from "@quorum/api";
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import * as formStyles from "../forms/Form.css";
import { fieldErrorsOf } from "../forms/fieldErrorsOf";
import { hasFieldErrors } from "../forms/hasFieldErrors";
import { fullPageLoad } from "../routing/fullPageLoad";
import { safeTarget } from "../routing/safeTarget";
import * as styles from "./EntryPage.css";

const FIELDS = ["username", "password"] as const;

/**
 * /entry/signin: username or email and password. Success is a full page load to `Target` (this
 * site only) so the server renders the next page with the new session's user and permissions.
 */
export default function SignInPage(): ReactNode {
  const api = useApiClient();
  const config = useSiteConfig();
  const [searchParams] = useSearchParams();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [persist, setPersist] = useState(true);
  useDocumentTitle(t("Sign In"));
  const signIn = useMutation<CurrentUser, ApiError, SignIn>({
    mutationFn: async (input) => (await api.post<CurrentUser>("/authenticate/password", input)).data,
    onSuccess: () => fullPageLoad(safeTarget(searchParams.get("Target"), window.location.origin)),
  });

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (signIn.isPending || signIn.isSuccess) return;
    signIn.mutate({ username, password, persist });
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("Sign In")}</h1>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <FormField label={t("Email/Username")} errors={fieldErrorsOf(signIn.error, "username")} required>
          <TextInput name="username" autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} />
        </FormField>
        <FormField label={t("Password")} errors={fieldErrorsOf(signIn.error, "password")} required>
          <TextInput
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <label className={styles.checkbox}>
          <input type="checkbox" name="persist" checked={persist} onChange={(event) => setPersist(event.target.checked)} />
          {t("Keep me signed in")}
        </label>
        {signIn.error && !hasFieldErrors(signIn.error, FIELDS) && <ErrorMessage error={signIn.error} />}
        <div className={formStyles.actions}>
          <Button type="submit" variant="primary" busy={signIn.isPending || signIn.isSuccess}>
            {t("Sign In")}
          </Button>
        </div>
      </form>
      {config["registration.enabled"] && (
        <p className={styles.note}>
          {t("Don't have an account?")} <Link to="/entry/register">{t("Register")}</Link>
        </p>
      )}
    </div>
  );
}
