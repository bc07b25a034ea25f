import type { Discussion } from "@quorum/api";
import { questionStatusOf } from "../../shared/QNA_STATUS";
import type { QuestionAttributes } from "../../shared/QnaAttributes";

/**
 * `discussion.serialize`: adds `attributes.question` ({ status }) to questions, named after their
 * statusID, which the forum already selected: no query.
 */
export function addQuestionFields(discussions: Discussion[]): void {
  for (const discussion of discussions) {
    if (discussion.type !== "question") continue;
    const question: QuestionAttributes = { status: questionStatusOf(discussion.statusID) };
    discussion.attributes = { ...discussion.attributes, question };
  }
}
