import { hasPermission } from "@quorum/api";
import type { PostDraft } from "@quorum/forum/contract/server";
import { validationError, type HookContext } from "@quorum/server";
import { ranksDb } from "../db/RanksTables";
import { hasLink } from "./hasLink";
import { loadUserRanks } from "./loadUserRanks";
import { MANAGE_PERMISSION } from "./MANAGE_PERMISSION";

// Staff moderate links themselves: ranks limit members.
const EXEMPT = ["site.manage", "community.moderate", MANAGE_PERMISSION];

/**
 * `forumHooks.beforeSave`: refuses a post with a link from a member whose rank does not allow
 * links (422 on `body`). A post without a link costs no query.
 */
export async function rankLinkLimit(draft: PostDraft, ctx: HookContext): Promise<void> {
  if (!hasLink(draft.bodyHtml) || hasPermission(ctx.viewer.permissions, EXEMPT)) return;
  const userID = ctx.viewer.user.userID;
  const rank = (await loadUserRanks(ranksDb(ctx.db), ctx, [userID])).get(userID);
  if (rank && !rank.allowLinks) {
    throw validationError("body", `Members of the rank ${rank.userTitle} cannot post links yet. Remove the link and post again.`, "rankLimit");
  }
}
