import type { Role, User, UserEdit, UserPatch, UserPost } from "@quorum/api";
import type { ApiError } from "@quorum/core";
import { Checkbox, FormField, FormModal, TextInput, t, useApiClient, useMutation, useQueryClient } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import { fieldMessages } from "../accounts/fieldMessages";
import * as styles from "./UsersPage.css";
import { USERS_QUERY_KEY } from "./useUsers";

export interface UserFormModalProps {
  /** The user to edit (with their editable fields), or none to add one. */
  user?: { userID: number; fields: UserEdit };
  roles: readonly Role[];
  onClose(saved?: User): void;
}

/**
 * A site manager's form for one account: name, email, roles and whether the email is confirmed;
 * a password when adding. `POST /users` or `PATCH /users/{id}`; the server's field errors show
 * under their fields, a refusal (a role beyond the manager's rights) above them.
 */
export function UserFormModal({ user, roles, onClose }: UserFormModalProps): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const memberRoles = roles.filter((role) => role.type === "member").map((role) => role.roleID);
  const [name, setName] = useState(user?.fields.name ?? "");
  const [email, setEmail] = useState(user?.fields.email ?? "");
  const [password, setPassword] = useState("");
  const [roleIDs, setRoleIDs] = useState<readonly number[]>(user?.fields.roleIDs ?? memberRoles);
  const [emailConfirmed, setEmailConfirmed] = useState(user?.fields.emailConfirmed ?? true);
  const save = useMutation<User, ApiError, void>({
    mutationFn: async () => {
      if (!user) return (await api.post<User>("/users", { name, email, password, roleID: [...roleIDs], emailConfirmed } satisfies UserPost)).data;
      const patch: UserPatch = { name, email, emailConfirmed, roleID: [...roleIDs] };
      return (await api.patch<User>(`/users/${user.userID}`, patch)).data;
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
      onClose(saved);
    },
  });
  const error = save.error;
  // A refusal on the whole request (403) or on roles shows above the fields; field errors under theirs.
  const formError = error && (!error.errors || error.status === 403) ? error : null;

  return (
    <FormModal
      isVisible
      title={user ? t("Edit User") : t("Add User")}
      submitLabel={t("Save")}
      onSubmit={() => save.mutate()}
      onCancel={() => onClose()}
      isBusy={save.isPending}
      error={formError}
    >
      <div className={styles.fields}>
        <FormField label={t("Username")} errors={fieldMessages(error, "name")} required>
          <TextInput name="name" autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <FormField label={t("Email")} errors={fieldMessages(error, "email")} required>
          <TextInput name="email" type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
        </FormField>
        {!user && (
          <FormField label={t("Password")} errors={fieldMessages(error, "password")} required>
            <TextInput name="password" type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </FormField>
        )}
        <fieldset className={styles.roles}>
          <legend>{t("Roles")}</legend>
          {roles.map((role) => (
            <Checkbox
              key={role.roleID}
              label={role.name}
              checked={roleIDs.includes(role.roleID)}
              onChange={(checked) => setRoleIDs((current) => (checked ? [...current, role.roleID] : current.filter((id) => id !== role.roleID)))}
            />
          ))}
          {fieldMessages(error, "roleID").map((message) => (
            <p key={message} className={styles.banned}>
              {message}
            </p>
          ))}
        </fieldset>
        <Checkbox label={t("Email confirmed")} checked={emailConfirmed} onChange={setEmailConfirmed} />
      </div>
    </FormModal>
  );
}
