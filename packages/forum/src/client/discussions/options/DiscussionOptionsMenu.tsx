import type { Discussion } from "@quorum/api";
import { LazyBoundary, useCurrentUser } from "@quorum/core";
import { lazy } from "react";
import type { ReactNode } from "react";

// The menu and its hooks are a chunk of their own: a guest's page never loads them. A signed-in
// user's server-rendered menu stays as sent until the chunk has loaded and hydrated it; a click
// on it meanwhile is held and replayed then (core's early events).
const SignedInOptionsMenu = lazy(() => import("./SignedInOptionsMenu").then((m) => ({ default: m.SignedInOptionsMenu })));

export interface DiscussionOptionsMenuProps {
  /** The discussion as the widget received it; the menu reads and writes its live record. */
  discussion: Discussion;
}

/**
 * A discussion's options menu (spec §2) for signed-in users, in its groups: edit (Edit with the
 * edit window's remaining time, Dismiss, Delete, Move, Change Post Type, Tag, Resolve),
 * moderation (Announce, Change Author, Add to Collection), status (Mute, Bump, Sink, Close), the
 * log links, the add-ons' items (`forumSlots.discussionOptions`), then Report. Each item shows only to
 * users who may use it (spec §6, in the discussion's category, with its per-record overrides).
 * Guests get nothing and run none of the menu's hooks: a list renders one per row.
 */
export function DiscussionOptionsMenu({ discussion }: DiscussionOptionsMenuProps): ReactNode {
  const { userID } = useCurrentUser();
  if (userID <= 0) return null;
  return (
    <LazyBoundary>
      <SignedInOptionsMenu discussion={discussion} userID={userID} />
    </LazyBoundary>
  );
}
