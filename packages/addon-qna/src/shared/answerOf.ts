import type { AnswerAttributes } from "./QnaAttributes";

const STATUSES: readonly string[] = ["pending", "accepted", "rejected"];

/**
 * The answer status of a serialized comment (`attributes.answer`), or null when the comment is no
 * answer (not on a question, the asker's own, or serialized without the Q&A add-on). Reads
 * defensively: attributes are free-form JSON.
 */
export function answerOf(comment: { attributes?: Record<string, unknown> | undefined }): AnswerAttributes | null {
  const answer = comment.attributes?.answer;
  if (typeof answer !== "object" || answer === null) return null;
  const { status, dateAccepted, acceptUserID } = answer as Record<string, unknown>;
  if (typeof status !== "string" || !STATUSES.includes(status)) return null;
  return {
    status: status as AnswerAttributes["status"],
    dateAccepted: typeof dateAccepted === "string" ? dateAccepted : null,
    acceptUserID: typeof acceptUserID === "number" ? acceptUserID : null,
  };
}
