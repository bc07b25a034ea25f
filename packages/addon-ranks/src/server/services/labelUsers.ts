import type { UserFragment } from "@quorum/api";
import type { HookContext } from "@quorum/server";
import { ranksDb } from "../db/RanksTables";
import { loadUserRanks } from "./loadUserRanks";

type Labelled = Pick<UserFragment, "userID" | "label" | "labelStyle">;

/**
 * Puts each member's rank beside their name: `label` (the rank's user title) and `labelStyle` on
 * every user record or fragment given, for the whole list at once.
 */
export async function labelUsers(users: ReadonlyArray<Labelled | null | undefined>, ctx: HookContext): Promise<void> {
  const present = users.filter((user): user is Labelled => !!user && user.userID > 0);
  if (present.length === 0) return;
  const ranks = await loadUserRanks(
    ranksDb(ctx.db),
    ctx,
    present.map((user) => user.userID),
  );
  for (const user of present) {
    const rank = ranks.get(user.userID);
    if (!rank) continue;
    user.label = rank.userTitle;
    user.labelStyle = rank.labelStyle;
  }
}
