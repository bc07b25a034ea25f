import { Label, t } from "@quorum/core";
import type { Comment, Discussion } from "@quorum/api";
import type { ReactNode } from "react";
import { answerOf } from "../../shared/answerOf";

/** In `forumSlots.commentLabels`: 'Accepted Answer' beside the author of an accepted answer. */
export default function AcceptedAnswerLabel({ comment }: { comment: Comment; discussion: Discussion }): ReactNode {
  if (answerOf(comment)?.status !== "accepted") return null;
  return <Label tone="success">{t("Accepted Answer")}</Label>;
}
