import { QNA_STATUS } from "../shared/QNA_STATUS";

/**
 * The label of a question's status (spec §3): Unanswered and Rejected show 'Question', Answered
 * shows 'Answered', Accepted shows 'Answered ✓'. English; translated where shown.
 */
export function questionLabel(statusID: number | undefined): "Question" | "Answered" | "Answered ✓" {
  if (statusID === QNA_STATUS.accepted) return "Answered ✓";
  if (statusID === QNA_STATUS.answered) return "Answered";
  return "Question";
}
