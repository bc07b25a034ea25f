import type { Discussion } from "@quorum/api";
import { Label, t } from "@quorum/core";
import type { ReactNode } from "react";
import { ideaOf } from "../../shared/ideaOf";
import { VoteControl } from "./VoteControl";
import * as styles from "./ideaStyles";

/**
 * In `forumSlots.discussionLabels` of ideas, in lists and on the idea page: the vote control with
 * the score, the idea's status and the moderator's note on it.
 */
export default function IdeaLabels({ discussion }: { discussion: Discussion }): ReactNode {
  const idea = ideaOf(discussion);
  if (discussion.type !== "idea" || !idea) return null;
  return (
    <span style={styles.labels}>
      {/* Keyed by what the server said, so a reloaded page (a status change) replaces the shown counts. */}
      <VoteControl key={`${idea.score}:${idea.vote}:${idea.canVote}`} discussionID={discussion.discussionID} name={discussion.name} initial={idea} />
      {idea.status && <Label tone={idea.status.state === "closed" ? "success" : "plain"}>{t(idea.status.name)}</Label>}
      {idea.statusNotes && (
        <span style={styles.note}>
          <span style={styles.noteLabel}>{t("Status note:")}</span> {idea.statusNotes}
        </span>
      )}
    </span>
  );
}
