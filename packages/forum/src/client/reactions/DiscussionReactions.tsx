import type { Discussion } from "@quorum/api";
import { useQueryClient } from "@quorum/core";
import type { ReactNode } from "react";
import { patchLiveDiscussion } from "../discussions/patchLiveDiscussion";
import { useLiveDiscussion } from "../discussions/useLiveDiscussion";
import { ReactionControls } from "./ReactionControls";

export interface DiscussionReactionsProps {
  discussion: Discussion;
}

/**
 * The original post's votes and reactions. They live in the discussion's live record, which the
 * options menu and labels read too, so a reaction's new score shows everywhere at once.
 */
export function DiscussionReactions({ discussion }: DiscussionReactionsProps): ReactNode {
  const live = useLiveDiscussion(discussion);
  const queryClient = useQueryClient();
  const { discussionID } = live;
  return (
    <ReactionControls
      record={{ recordType: "discussion", recordID: discussionID }}
      state={{ reactions: live.reactions ?? [], score: live.score }}
      onChange={(next) => patchLiveDiscussion(queryClient, discussionID, next)}
      discussion={live}
    />
  );
}
