import { USER_SIGNATURE_MAX_LENGTH, USER_TITLE_MAX_LENGTH, type User, type UserEdit, type UserPatch } from "@quorum/api";
import type { ApiError } from "@quorum/core";
import {
  Button,
  Checkbox,
  ErrorMessage,
  FormField,
  TextArea,
  TextInput,
  t,
  useApiClient,
  useCurrentUser,
  useMutation,
  useQueryClient,
  useSiteConfig,
} from "@quorum/core";
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { fieldMessages } from "../accounts/fieldMessages";
import { userEditQueryKey, useUserEdit } from "../accounts/useUserEdit";
import { DashboardPage } from "../DashboardPage";
import { PhotoField } from "./PhotoField";
import * as styles from "./ProfileEditPage.css";

/** Fields the API reports errors on that have no control of their own here: shown above the button. */
const OTHER_FIELDS = ["body", "private"] as const;

/**
 * /profile/edit (signed in; My Account's target): the member edits their own name, photo, title,
 * signature (while `signatures.enabled`) and whether their profile is private, saved together with
 * `PATCH /users/{id}`. Server-rendered filled in; before hydration what is typed is kept and the
 * submit is held until the page can send it (core's early events).
 */
export default function ProfileEditPage(): ReactNode {
  const me = useCurrentUser();
  const initial = useUserEdit(me.userID);
  return (
    <DashboardPage title={t("Edit Profile")}>
      <ProfileForm userID={me.userID} initial={initial} />
    </DashboardPage>
  );
}

function ProfileForm({ userID, initial }: { userID: number; initial: UserEdit }): ReactNode {
  const config = useSiteConfig();
  const signatures = config["signatures.enabled"] === true;
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [name, setName] = useState(initial.name);
  const [title, setTitle] = useState(initial.title);
  const [signature, setSignature] = useState(initial.signature);
  const [isPrivate, setPrivate] = useState(initial.private);
  const [photoUrl, setPhotoUrl] = useState(initial.photoUrl);
  const save = useMutation<User, ApiError, UserPatch>({
    mutationFn: async (patch) => (await api.patch<User>(`/users/${userID}`, patch)).data,
    onSuccess: (_user, patch) => queryClient.setQueryData<UserEdit>(userEditQueryKey(userID), (old) => (old ? { ...old, ...patch } : old)),
  });
  const error = save.error;
  const others = OTHER_FIELDS.flatMap((field) => fieldMessages(error, field));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate({ name, title, private: isPrivate, photoUrl, ...(signatures ? { signature } : {}) });
  };
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      if (save.isSuccess) save.reset();
      set(value);
    };

  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      {error && !error.errors && <ErrorMessage error={error} />}
      <FormField label={t("Username")} errors={fieldMessages(error, "name")} required>
        <TextInput name="name" autoComplete="username" value={name} maxLength={40} onChange={(event) => edit(setName)(event.target.value)} />
      </FormField>
      <p className={styles.hint}>{t("3 to 40 letters, numbers, underscores, periods or dashes.")}</p>
      <PhotoField name={name} photoUrl={photoUrl} onChange={edit(setPhotoUrl)} errors={fieldMessages(error, "photoUrl")} />
      <FormField label={t("Title")} errors={fieldMessages(error, "title")}>
        <TextInput name="title" value={title} maxLength={USER_TITLE_MAX_LENGTH} onChange={(event) => edit(setTitle)(event.target.value)} />
      </FormField>
      {signatures && (
        <FormField label={t("Signature")} errors={fieldMessages(error, "signature")}>
          <TextArea
            name="signature"
            rows={4}
            value={signature}
            maxLength={USER_SIGNATURE_MAX_LENGTH}
            onChange={(event) => edit(setSignature)(event.target.value)}
          />
        </FormField>
      )}
      <Checkbox label={t("Make my profile private")} checked={isPrivate} onChange={edit(setPrivate)} />
      {others.length > 0 && <ErrorMessage message={others.join(" ")} />}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t("Save")}
        </Button>
        {save.isSuccess && (
          <p className={styles.saved} role="status">
            {t("Your profile has been saved.")}
          </p>
        )}
      </div>
    </form>
  );
}
