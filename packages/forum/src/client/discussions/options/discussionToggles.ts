import type { Discussion } from "@quorum/api";
import { t } from "@quorum/core";
import type { DiscussionAction } from "./useDiscussionAction";

type Toggle<T> = (discussion: Discussion) => DiscussionAction<T>;

/** `PATCH /discussions/{id}` of one flag; the answer is the discussion. */
function patchFlag(flag: "closed" | "sink" | "resolved"): Toggle<Discussion> {
  return (discussion) => ({
    key: flag,
    send: async (api) => (await api.patch<Discussion>(`/discussions/${discussion.discussionID}`, { [flag]: !discussion[flag] })).data,
    apply: (answer) => ({ [flag]: answer[flag] }),
  });
}

/**
 * The options menu's direct actions (spec §2, §7), each flipping the live record's current state:
 * the request, what the answer changes in the live record, and the success toast of spec §8
 * where it names one (close, sink and resolve show their new state in the labels instead).
 */
export const discussionToggles = {
  dismiss: ((discussion) => ({
    key: "dismissed",
    send: async (api) => (await api.put<{ dismissed: boolean }>(`/discussions/${discussion.discussionID}/dismiss`, { dismissed: !discussion.dismissed })).data,
    apply: (answer) => ({ dismissed: answer.dismissed }),
    success: (answer) => (answer.dismissed ? t("Success. Announcement has been dismissed.") : t("Success. Dismissal cancelled.")),
  })) satisfies Toggle<{ dismissed: boolean }>,
  mute: ((discussion) => ({
    key: "muted",
    send: async (api) => (await api.put<{ muted: boolean }>(`/discussions/${discussion.discussionID}/mute`, { muted: !discussion.muted })).data,
    apply: (answer) => ({ muted: answer.muted }),
    success: (answer) => (answer.muted ? t("Discussion has been muted.") : t("Discussion has been unmuted.")),
  })) satisfies Toggle<{ muted: boolean }>,
  bump: ((discussion) => ({
    key: "bump",
    send: async (api) => (await api.patch<Discussion>(`/discussions/${discussion.discussionID}/bump`)).data,
    apply: (answer) => ({ dateLastComment: answer.dateLastComment }),
    success: () => t("Success! This post has been bumped."),
  })) satisfies Toggle<Discussion>,
  close: patchFlag("closed"),
  sink: patchFlag("sink"),
  resolve: patchFlag("resolved"),
};
