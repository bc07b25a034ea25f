import { Label, t } from "@quorum/core";
import type { Discussion } from "@quorum/api";
import type { ReactNode } from "react";
import { QNA_STATUS } from "../../shared/QNA_STATUS";
import { questionLabel } from "../questionLabel";

/** In `forumSlots.discussionLabels`: 'Question', 'Answered' or 'Answered ✓' beside a question's title. */
export default function QuestionStatusLabel({ discussion }: { discussion: Discussion }): ReactNode {
  if (discussion.type !== "question") return null;
  return <Label tone={discussion.statusID === QNA_STATUS.accepted ? "success" : "plain"}>{t(questionLabel(discussion.statusID))}</Label>;
}
