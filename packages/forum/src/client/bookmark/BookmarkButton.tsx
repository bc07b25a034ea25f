import type { Discussion } from "@quorum/api";
import { t, useApiClient, useCurrentUser, useQueryClient, useToast } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import { patchLiveDiscussion } from "../discussions/patchLiveDiscussion";
import { useLiveDiscussion } from "../discussions/useLiveDiscussion";
import * as styles from "./BookmarkButton.css";

export interface BookmarkButtonProps {
  discussion: Discussion;
}

/** The bookmark star of a discussion, for signed-in members only (guests get nothing, at no cost). */
export function BookmarkButton({ discussion }: BookmarkButtonProps): ReactNode {
  const user = useCurrentUser();
  if (user.userID <= 0) return null;
  return <BookmarkToggle discussion={discussion} />;
}

const STAR = "M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z";

/**
 * Spec §4: the bookmark toggles at once (in the discussion's live record, so every view of it
 * agrees) and is put back if `PUT /discussions/{id}/bookmark` fails, with the spec §8 toast.
 * Its states are normal ('Bookmark'), loading ('Bookmarking') and 'Bookmarked'.
 */
function BookmarkToggle({ discussion }: BookmarkButtonProps): ReactNode {
  const live = useLiveDiscussion(discussion);
  const queryClient = useQueryClient();
  const api = useApiClient();
  const { addToast } = useToast();
  const [busy, setBusy] = useState(false);
  const { discussionID } = live;
  const bookmarked = live.bookmarked === true;

  async function toggle(): Promise<void> {
    if (busy) return;
    const next = !bookmarked;
    const before = patchLiveDiscussion(queryClient, discussionID, { bookmarked: next });
    setBusy(true);
    try {
      const { data } = await api.put<Partial<Discussion> | undefined>(`/discussions/${discussionID}/bookmark`, { bookmarked: next });
      if (typeof data?.bookmarked === "boolean") patchLiveDiscussion(queryClient, discussionID, { bookmarked: data.bookmarked });
    } catch {
      patchLiveDiscussion(queryClient, discussionID, before);
      addToast({ body: t("There was a problem bookmarking this discussion."), persistent: true, dismissible: true, tone: "error" });
    } finally {
      setBusy(false);
    }
  }

  const label = busy ? t("Bookmarking") : bookmarked ? t("Bookmarked") : t("Bookmark");
  const iconState = busy ? "loading" : bookmarked ? "bookmarked" : "normal";
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      title={label}
      aria-pressed={bookmarked}
      aria-busy={busy || undefined}
      // Not `disabled`: the button keeps focus while the request runs.
      aria-disabled={busy || undefined}
      onClick={() => void toggle()}
    >
      <svg className={styles.icon[iconState]} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path d={STAR} fill={bookmarked ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
