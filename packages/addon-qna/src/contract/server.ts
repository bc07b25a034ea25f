// Q&A's server contract (`@quorum/addon-qna/contract/server`): what another add-on may hook into
// without importing Q&A's halves (docs/addons.md §1, "the owner of an extension point publishes it").
import { defineHook, type HookContext } from "@quorum/server";

/** An answer just accepted, as `qnaHooks.answerAccepted` hears of it. */
export interface AcceptedAnswer {
  commentID: number;
  discussionID: number;
  /** Who wrote the answer. */
  answerUserID: number;
  /** Who accepted it (the asker or a moderator). */
  acceptUserID: number;
  /** How many of the answer's author's answers are accepted now, this one included. */
  countAccepted: number;
}

export const qnaHooks = {
  /**
   * An answer was accepted (`PATCH /comments/{id}/answer` to "accepted" from another status),
   * inside the judgement's transaction: `ctx.db` is that transaction. Called only while Q&A is
   * enabled (badges' accepted-answer badges).
   */
  answerAccepted: defineHook<(answer: AcceptedAnswer, ctx: HookContext) => void | Promise<void>>("qna.answer.accepted"),
};
