/** The `statusID` of a question (spec §3 "Q&A status ids"). Other discussions keep statusID 0. */
export const QNA_STATUS = {
  unanswered: 1,
  answered: 2,
  accepted: 3,
  rejected: 4,
} as const;

/** A question's status by name, as `attributes.question.status` carries it. */
export type QuestionStatus = keyof typeof QNA_STATUS;

/** The status name of a statusID; "unanswered" for anything unknown (a question just converted). */
export function questionStatusOf(statusID: number | undefined): QuestionStatus {
  const found = (Object.keys(QNA_STATUS) as QuestionStatus[]).find((name) => QNA_STATUS[name] === statusID);
  return found ?? "unanswered";
}
