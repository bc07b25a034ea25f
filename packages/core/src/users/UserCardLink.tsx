import { placeholderKind, PROFILE_VIEW_PERMISSIONS, type UserFragment } from "@quorum/api";
import { lazy, Suspense, useCallback, useState } from "react";
import type { MouseEvent, ReactNode } from "react";
import { t } from "../i18n/t";
import { Link } from "../router/Link";
import { useCurrentUser } from "../site/useCurrentUser";
import { usePermissionCheck } from "../site/usePermissionCheck";
import { boundedMemo } from "../ui/boundedMemo";

export interface UserCardLinkProps {
  user: Pick<UserFragment, "userID" | "name">;
  className?: string;
  /** What to show (an avatar); the name by default. */
  children?: ReactNode;
  /**
   * A second way to the same card beside the name (an avatar): out of the tab order and hidden
   * from assistive technology, which reach the card through the name.
   */
  decorative?: boolean;
}

// The card's code is its own chunk, fetched when a name is first pointed at, focused or clicked:
// author names are on every page a guest sees, and the card is not part of their first load.
const loadCard = () => import("./UserCard");
const UserCard = lazy(loadCard);
const preload = () => void loadCard().catch(() => undefined);

// The deleted account's name looks like the other names (an inline style: this module joins the
// widgets' chunks, and a stylesheet module of its own would land in every page's entry).
const PLAIN_BUTTON = { padding: 0, border: 0, background: "none", font: "inherit", color: "inherit", cursor: "pointer" } as const;

// Every author link of a thread encodes its name: remembered, as the forum's links were. Written
// out rather than imported (`profilePath` of @quorum/api): shared with the page's entry, it became
// a file of its own that every forum widget's preload list had to name.
const pathOf = boundedMemo((name: string) => `/profile/${encodeURIComponent(name)}`);

/**
 * An author's name (or avatar) that opens their user card (spec §2): a link to the profile page
 * whose plain click (or Enter) opens the card instead, for viewers who may see profiles (spec §6:
 * profiles.view or users.add/edit/delete, or it is themselves); a modified click still opens the
 * profile, and for other viewers it is a plain link. The placeholder of a deleted account opens
 * a card saying so; the other placeholders are plain text. Escape or a click outside closes the
 * card and focus returns here.
 */
export function UserCardLink({ user, className, children, decorative = false }: UserCardLinkProps): ReactNode {
  // The element the open card hangs from; null while closed.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const can = usePermissionCheck();
  const viewerID = useCurrentUser().userID;
  const close = useCallback(() => setAnchor(null), []);
  const toggle = (element: HTMLElement) => setAnchor((was) => (was ? null : element));
  const kind = placeholderKind(user);
  const open = anchor !== null;
  const hidden = decorative ? ({ tabIndex: -1, "aria-hidden": true } as const) : {};

  if (kind === "unknown" || kind === "removed") return <span className={className}>{children ?? t(user.name)}</span>;
  const card = anchor && (
    <Suspense fallback={null}>
      <UserCard userID={user.userID} name={user.name} deleted={kind === "deleted"} anchor={anchor} onClose={close} />
    </Suspense>
  );
  if (kind === "deleted") {
    return (
      <>
        <button
          type="button"
          className={className}
          style={PLAIN_BUTTON}
          aria-haspopup="dialog"
          aria-expanded={open}
          {...hidden}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={(event) => toggle(event.currentTarget)}
        >
          {children ?? t(user.name)}
        </button>
        {card}
      </>
    );
  }

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (user.userID !== viewerID && !can(PROFILE_VIEW_PERMISSIONS)) return;
    event.preventDefault();
    toggle(event.currentTarget);
  };
  return (
    <>
      <Link
        className={className}
        to={pathOf(user.name)}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...hidden}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={onClick}
      >
        {children ?? user.name}
      </Link>
      {card}
    </>
  );
}
