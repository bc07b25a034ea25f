import type { QuestionStatus } from "./QNA_STATUS";

/** What the asker (or a moderator) said about a comment on their question. */
export type AnswerStatus = "pending" | "accepted" | "rejected";

/** `attributes.answer` of a comment on a question (not on the asker's own comments: they are no answers). */
export interface AnswerAttributes {
  status: AnswerStatus;
  /** When it was accepted; null unless accepted. */
  dateAccepted: string | null;
  /** Who accepted or rejected it; null while pending. */
  acceptUserID: number | null;
}

/** `attributes.question` of a discussion of type "question". */
export interface QuestionAttributes {
  status: QuestionStatus;
}

/** Body of `PATCH /comments/{id}/answer`. */
export interface AnswerPatch {
  status: AnswerStatus;
}
