import type { HookContext, SeedContext } from "@quorum/server";
import { ranksDb } from "../db/RanksTables";
import { recomputeAllRanks } from "../services/recomputeAllRanks";
import { DEMO_RANKS } from "./DEMO_RANKS";

// Seeding acts for no one: a guest-shaped viewer for the points sources, which ask who reads.
const SYSTEM: HookContext["viewer"] = {
  user: {
    userID: 0,
    name: "System",
    photoUrl: "",
    dateLastActive: null,
    isAdmin: false,
    emailConfirmed: false,
    roleIDs: [],
    countUnreadNotifications: 0,
    countUnreadConversations: 0,
  },
  permissions: { isAdmin: false, permissions: [] },
  sessionID: null,
};

/**
 * Demo content: the demo ladder (Newcomer, Regular, Veteran, and Team for staff roles), and every
 * member ranked. Runs on a demo site only, once, when the add-on is first enabled there.
 */
export async function seedRanks(ctx: SeedContext): Promise<void> {
  const db = ranksDb(ctx.db);
  const roles = await db.selectFrom("roles").select(["roleID", "type"]).execute();
  for (const [index, demo] of DEMO_RANKS.entries()) {
    const roleIDs = roles.filter((role) => demo.roleTypes.includes(role.type)).map((role) => role.roleID);
    await db
      .insertInto("ranks")
      .values({
        name: demo.name,
        userTitle: demo.name,
        labelStyle: demo.labelStyle,
        level: index + 1,
        minPosts: demo.posts,
        minDays: demo.days,
        roleIDs: JSON.stringify(roleIDs),
        allowLinks: demo.links,
      })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
  }
  // The demo ladder asks for no points, so no points source is consulted.
  await recomputeAllRanks(db, { viewer: SYSTEM, addons: { hooks: () => [] } });
}
