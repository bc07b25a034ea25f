import { Link, t, useSearchParams, useSiteConfig } from "@quorum/core";
import type { SignIn } from "@quorum/api";
import { useState } from "react";
import type { ReactNode } from "react";
import * as formStyles from "../forms/Form.css";
import { FormFooter } from "../forms/FormFooter";
import { TextField } from "../forms/TextField";
import { safeTarget } from "../routing/safeTarget";
import * as styles from "./EntryPage.css";
import { EntryPage } from "./EntryPage";
import { useEntryForm } from "./useEntryForm";

const FIELDS = ["username", "password"] as const;

/**
 * /entry/signin: username or email and password. Success is a full page load to `Target` (this
 * site only) so the server renders the next page with the new session's user and permissions.
 */
export default function SignInPage(): ReactNode {
  const config = useSiteConfig();
  const [searchParams] = useSearchParams();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [persist, setPersist] = useState(true);
  const signIn = useEntryForm<SignIn>("/authenticate/password", () => safeTarget(searchParams.get("Target"), window.location.origin));

  return (
    <EntryPage title={t("Sign In")}>
      <form className={formStyles.form} method="post" onSubmit={(event) => signIn.submit(event, { username, password, persist })} noValidate>
        <TextField label={t("Email/Username")} name="username" autoComplete="username" value={username} onChange={setUsername} error={signIn.error} />
        <TextField
          label={t("Password")}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={signIn.error}
        />
        <label className={styles.checkbox}>
          <input type="checkbox" name="persist" checked={persist} onChange={(event) => setPersist(event.target.checked)} />
          {t("Keep me signed in")}
        </label>
        <FormFooter error={signIn.error} fields={FIELDS} submitLabel={t("Sign In")} busy={signIn.busy} />
      </form>
      {config["registration.enabled"] && (
        <p className={styles.note}>
          {t("Don't have an account?")} <Link to="/entry/register">{t("Register")}</Link>
        </p>
      )}
    </EntryPage>
  );
}
