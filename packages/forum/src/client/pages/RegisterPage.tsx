import { Link, t, useSiteConfig } from "@quorum/core";
import type { Register } from "@quorum/api";
import { useState } from "react";
import type { ReactNode } from "react";
import * as formStyles from "../forms/Form.css";
import { FormFooter } from "../forms/FormFooter";
import { TextField } from "../forms/TextField";
import * as styles from "./EntryPage.css";
import { EntryPage } from "./EntryPage";
import { useEntryForm } from "./useEntryForm";

const FIELDS = ["name", "email", "password"] as const;

/**
 * /entry/register: name, email and password. The API signs the new member in, so success is a
 * full page load home (the server renders it for the new session).
 */
export default function RegisterPage(): ReactNode {
  const config = useSiteConfig();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const register = useEntryForm<Register>("/users/register", () => "/");

  if (!config["registration.enabled"]) {
    return (
      <EntryPage title={t("Register")}>
        <p className={styles.note}>{t("Registration is disabled.")}</p>
      </EntryPage>
    );
  }

  return (
    <EntryPage title={t("Register")}>
      <form className={formStyles.form} method="post" onSubmit={(event) => register.submit(event, { name, email, password })} noValidate>
        <TextField label={t("Username")} name="name" autoComplete="username" value={name} onChange={setName} error={register.error} />
        <TextField label={t("Email")} name="email" type="email" autoComplete="email" value={email} onChange={setEmail} error={register.error} />
        <TextField
          label={t("Password")}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={register.error}
        />
        <FormFooter error={register.error} fields={FIELDS} submitLabel={t("Register")} busy={register.busy} />
      </form>
      <p className={styles.note}>
        {t("Already have an account?")} <Link to="/entry/signin">{t("Sign In")}</Link>
      </p>
    </EntryPage>
  );
}
