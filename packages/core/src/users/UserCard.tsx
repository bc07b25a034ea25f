import { profileAccess, type User } from "@quorum/api";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { useApiClient } from "../api/useApiClient";
import { ApiError } from "../api/ApiError";
import { useTranslation } from "../i18n/useTranslation";
import { errorPageTexts } from "../router/errorPageTexts";
import { useCurrentUser } from "../site/useCurrentUser";
import { usePermissions } from "../site/usePermissions";
import { Avatar } from "../ui/Avatar";
import { Label } from "../ui/Label";
import { Loader } from "../ui/Loader";
import * as styles from "./UserCard.css";
import { UserCardContent } from "./UserCardContent";

export interface UserCardProps {
  userID: number;
  /** The name shown while loading and naming the dialog. */
  name: string;
  /** The placeholder of a deleted account: its card says so, with no request. */
  deleted: boolean;
  /** The name or avatar it opened from: placed under it, and focused again on close. */
  anchor: HTMLElement;
  onClose(): void;
}

/** The query key of a user's card: `GET /users/{id}`, shared by every card of that user on the page. */
export const userQueryKey = (userID: number) => ["user", userID] as const;

/**
 * The user card popup (spec §2, §8): loaded on first use, never with the page. A dialog under
 * the name or avatar it opened from, focused when it opens; Escape, a click outside or focus
 * leaving it closes it, and focus goes back to the name (`UserCardLink`). 'Failed to load user'
 * when the request fails, the not-found panel on 404.
 */
export default function UserCard({ userID, name, deleted, anchor, onClose }: UserCardProps): ReactNode {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    const rect = anchor.getBoundingClientRect();
    const width = Math.min(300, window.innerWidth - 16);
    const left = Math.max(8, Math.min(rect.left, window.innerWidth - width - 8)) + window.scrollX;
    setPosition({ top: rect.bottom + window.scrollY + 4, left });
  }, [anchor]);

  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      // Back to the name it opened from (a click elsewhere leaves focus where it went).
      anchor.focus();
      onClose();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && !panel.current?.contains(target) && !anchor.contains(target)) onClose();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [anchor, onClose]);

  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-label={deleted ? t(name) : name}
      tabIndex={-1}
      className={styles.popup}
      style={position ? { top: position.top, left: position.left } : { visibility: "hidden" }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !panel.current?.contains(next) && !anchor.contains(next)) onClose();
      }}
    >
      {deleted ? <DeletedUser name={name} /> : <LoadedUser userID={userID} />}
    </div>,
    document.body,
  );
}

function DeletedUser({ name }: { name: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <Avatar photoUrl="" name={t(name)} size="large" decorative />
      <h2 className={styles.name}>{t(name)}</h2>
      <Label caps>{t("DELETED")}</Label>
      <p className={styles.notice}>{t("This user has been deleted.")}</p>
    </div>
  );
}

function LoadedUser({ userID }: { userID: number }): ReactNode {
  const { t } = useTranslation();
  const api = useApiClient();
  const viewer = useCurrentUser();
  const permissions = usePermissions();
  const query = useQuery({ queryKey: userQueryKey(userID), queryFn: async () => (await api.get<User>(`/users/${userID}`)).data });
  if (query.isPending) return <Loader />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      const texts = errorPageTexts(404, "User");
      return (
        <div className={styles.card}>
          <h2 className={styles.name}>{texts.title}</h2>
          <p className={styles.notice}>{texts.message}</p>
        </div>
      );
    }
    return (
      <div className={styles.card}>
        <Label caps>{t("ERROR")}</Label>
        <p className={styles.notice} role="alert">
          {t("Failed to load user")}
        </p>
      </div>
    );
  }
  const user = query.data;
  const { view } = profileAccess(permissions, viewer.userID, user);
  return <UserCardContent user={user} view={view === "none" ? "restricted" : view} headingLevel={2} showProfileLink />;
}
