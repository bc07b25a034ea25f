import type { HookContext } from "@quorum/server";
import { ranksDb } from "../db/RanksTables";
import { computeRanks } from "./computeRanks";

/**
 * `forumHooks.discussionAfterCreate` / `commentAfterCreate`: the author's rank again, in the
 * post's transaction, counting the post being written (the forum bumps the author's count after
 * these hooks).
 */
export async function rankAfterPost(post: { insertUserID: number }, ctx: HookContext): Promise<void> {
  await computeRanks(ranksDb(ctx.db), ctx, [post.insertUserID], new Set([post.insertUserID]));
}
