import type { User } from "@quorum/api";
import type { HookContext } from "@quorum/server";
import { ranksDb } from "../db/RanksTables";
import { loadUserRanks } from "./loadUserRanks";

/**
 * `userHooks.serialize` (`GET /users/{id}`: the user card and the profile): the rank as the
 * fragment's `label`/`labelStyle`, and Vanilla's `rankID` and `rank` ({ rankID, name, userTitle }).
 */
export async function serializeUserRanks(users: User[], ctx: HookContext): Promise<void> {
  const ranks = await loadUserRanks(
    ranksDb(ctx.db),
    ctx,
    users.map((user) => user.userID),
  );
  for (const user of users) {
    const rank = ranks.get(user.userID) ?? null;
    Object.assign(user, { rankID: rank?.rankID ?? null, rank: rank ? { rankID: rank.rankID, name: rank.name, userTitle: rank.userTitle } : null });
    if (!rank) continue;
    user.label = rank.userTitle;
    user.labelStyle = rank.labelStyle;
  }
}
