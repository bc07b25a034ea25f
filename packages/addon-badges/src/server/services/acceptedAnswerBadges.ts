import type { AcceptedAnswer } from "@quorum/addon-qna/contract/server";
import type { HookContext } from "@quorum/server";
import { badgesDb } from "../db/BadgesTables";
import { awardByRule } from "./awardByRule";

/**
 * `qnaHooks.answerAccepted`: the accepted-answer badges, in the judgement's transaction. Q&A calls
 * it only while it is enabled, so with Q&A off these badges are simply never earned.
 */
export async function acceptedAnswerBadges(answer: AcceptedAnswer, ctx: HookContext): Promise<void> {
  await awardByRule(badgesDb(ctx.db), answer.answerUserID, "acceptedAnswers", answer.countAccepted, new Date());
}
