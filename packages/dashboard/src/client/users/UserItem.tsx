import type { Role, User, UserBan } from "@quorum/api";
import type { ApiError } from "@quorum/core";
import { Avatar, Button, ConfirmModal, ErrorMessage, Link, t, useApiClient, useCurrentUser, useMutation, useQueryClient } from "@quorum/core";
import { Suspense, useId, useState } from "react";
import type { ReactNode } from "react";
import { useUserEdit } from "../accounts/useUserEdit";
import { UserFormModal } from "./UserFormModal";
import * as styles from "./UsersPage.css";
import { USERS_QUERY_KEY } from "./useUsers";

export interface UserItemProps {
  user: User;
  roles: readonly Role[];
  /** What the viewer may do (spec §6): users.edit edits and bans, users.delete deletes. */
  canEdit: boolean;
  canDelete: boolean;
}

/** The edit form, once the user's editable fields are loaded. */
function EditUser({ userID, roles, onClose }: { userID: number; roles: readonly Role[]; onClose(): void }): ReactNode {
  const fields = useUserEdit(userID);
  return <UserFormModal user={{ userID, fields }} roles={roles} onClose={onClose} />;
}

/**
 * One account in the users list: photo, name (to the profile), email when shown, roles, Banned;
 * Edit, Ban/Unban and Delete for whoever may. Nobody is offered their own ban or deletion (the
 * server refuses them too). Deleting keeps the user's posts, shown with a placeholder author.
 */
export function UserItem({ user, roles, canEdit, canDelete }: UserItemProps): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const nameID = useId();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const isSelf = me.userID === user.userID;
  const banned = user.banned === 1;
  const refresh = () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });

  const ban = useMutation<UserBan, ApiError, boolean>({
    mutationFn: async (value) => (await api.put<UserBan>(`/users/${user.userID}/ban`, { banned: value })).data,
    onSuccess: async (answer) => {
      setDone(answer.banned ? t("{name} has been banned.", { name: user.name }) : t("{name} has been unbanned.", { name: user.name }));
      await refresh();
    },
  });
  const remove = useMutation<void, ApiError, void>({
    mutationFn: async () => {
      await api.delete(`/users/${user.userID}`);
    },
    onSuccess: async () => {
      setDeleting(false);
      await refresh();
    },
  });
  const roleNames = user.roleIDs.map((id) => roles.find((role) => role.roleID === id)?.name).filter((name): name is string => Boolean(name));

  return (
    <li className={styles.item} aria-labelledby={nameID}>
      <Avatar photoUrl={user.photoUrl} name={user.name} size="medium" decorative />
      <div className={styles.who}>
        <Link id={nameID} className={styles.name} to={user.url ?? `/profile/${encodeURIComponent(user.name)}`}>
          {user.name}
        </Link>
        {user.email !== undefined && <span className={styles.meta}>{user.email}</span>}
        <span className={styles.meta}>{roleNames.join(", ") || t("No roles")}</span>
        {banned && <span className={styles.banned}>{t("Banned")}</span>}
      </div>
      <div className={styles.actions}>
        {canEdit && (
          <Button aria-describedby={nameID} onClick={() => setEditing(true)}>
            {t("Edit")}
          </Button>
        )}
        {canEdit && !isSelf && (
          <Button aria-describedby={nameID} busy={ban.isPending} onClick={() => ban.mutate(!banned)}>
            {banned ? t("Unban") : t("Ban")}
          </Button>
        )}
        {canDelete && !isSelf && (
          <Button aria-describedby={nameID} onClick={() => setDeleting(true)}>
            {t("Delete")}
          </Button>
        )}
      </div>
      {done && (
        <p className={styles.status} role="status">
          {done}
        </p>
      )}
      {ban.error && <ErrorMessage error={ban.error} />}
      {editing && (
        <Suspense fallback={null}>
          <EditUser userID={user.userID} roles={roles} onClose={() => setEditing(false)} />
        </Suspense>
      )}
      <ConfirmModal
        isVisible={deleting}
        title={t("Delete User")}
        confirmLabel={t("Delete")}
        onConfirm={() => remove.mutate()}
        onCancel={() => setDeleting(false)}
        isBusy={remove.isPending}
        error={remove.error?.message ?? null}
      >
        {t("Are you sure you want to delete {name}? Their posts stay, shown as by a deleted user.", { name: user.name })}
      </ConfirmModal>
    </li>
  );
}
