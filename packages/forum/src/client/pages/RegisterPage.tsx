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
  useSiteConfig,
} from "@quorum/core";
import type { CurrentUser, Register } from "@quorum/api";
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import * as formStyles from "../forms/Form.css";
import { fieldErrorsOf } from "../forms/fieldErrorsOf";
import { hasFieldErrors } from "../forms/hasFieldErrors";
import { fullPageLoad } from "../routing/fullPageLoad";
import * as styles from "./EntryPage.css";

const FIELDS = ["name", "email", "password"] as const;

/**
 * /entry/register: name, email and password. The API signs the new member in, so success is a
 * full page load home (the server renders it for the new session).
 */
export default function RegisterPage(): ReactNode {
  const api = useApiClient();
  const config = useSiteConfig();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  useDocumentTitle(t("Register"));
  const register = useMutation<CurrentUser, ApiError, Register>({
    mutationFn: async (input) => (await api.post<CurrentUser>("/users/register", input)).data,
    onSuccess: () => fullPageLoad("/"),
  });

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (register.isPending || register.isSuccess) return;
    register.mutate({ name, email, password });
  }

  if (!config["registration.enabled"]) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t("Register")}</h1>
        <p className={styles.note}>{t("Registration is disabled.")}</p>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("Register")}</h1>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <FormField label={t("Username")} errors={fieldErrorsOf(register.error, "name")} required>
          <TextInput name="name" autoComplete="username" value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <FormField label={t("Email")} errors={fieldErrorsOf(register.error, "email")} required>
          <TextInput name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </FormField>
        <FormField label={t("Password")} errors={fieldErrorsOf(register.error, "password")} required>
          <TextInput
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        {register.error && !hasFieldErrors(register.error, FIELDS) && <ErrorMessage error={register.error} />}
        <div className={formStyles.actions}>
          <Button type="submit" variant="primary" busy={register.isPending || register.isSuccess}>
            {t("Register")}
          </Button>
        </div>
      </form>
      <p className={styles.note}>
        {t("Already have an account?")} <Link to="/entry/signin">{t("Sign In")}</Link>
      </p>
    </div>
  );
}
