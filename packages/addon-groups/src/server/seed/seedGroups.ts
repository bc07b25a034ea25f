import type { SeedContext } from "@quorum/server";
import { groupsDb } from "../db/GroupsTables";
import { DEMO_GROUPS } from "./DEMO_GROUPS";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo content: a public, a private and a secret group with leaders, members and a pending
 * request, by the forum demo's members (created when missing). Runs on a demo site only, once,
 * when the add-on is first enabled there (or at the demo site's first start while it is).
 */
export async function seedGroups(ctx: SeedContext): Promise<void> {
  const db = groupsDb(ctx.db);
  const names = [...new Set(DEMO_GROUPS.flatMap((group) => [group.leader, ...group.members, ...group.requests]))];
  const found = await db.selectFrom("users").select(["userID", "name"]).where("name", "in", names).execute();
  const users = new Map(found.map((user) => [user.name, user.userID]));
  for (const name of names) {
    if (!users.has(name)) users.set(name, await ctx.createUser({ name, email: `${name}@example.com`, password: ctx.passwordFor(name), roles: ["Member"] }));
  }
  const id = (name: string): number => users.get(name) ?? 0;
  const now = Date.now();
  for (const [index, demo] of DEMO_GROUPS.entries()) {
    const created = new Date(now - (30 - index * 7) * DAY);
    const { groupID } = await db
      .insertInto("groups")
      .values({
        name: demo.name,
        description: demo.description,
        iconUrl: null,
        bannerUrl: null,
        privacy: demo.privacy,
        insertUserID: id(demo.leader),
        dateInserted: created,
      })
      .returning("groupID")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("groupMembers")
      .values([
        { groupID, userID: id(demo.leader), role: "leader" as const, dateInserted: created },
        ...demo.members.map((name) => ({ groupID, userID: id(name), role: "member" as const, dateInserted: new Date(created.getTime() + DAY) })),
      ])
      .execute();
    if (demo.requests.length > 0) {
      await db
        .insertInto("groupApplicants")
        .values(demo.requests.map((name) => ({ groupID, userID: id(name), type: "request" as const, inviteUserID: null, dateInserted: new Date(now - DAY) })))
        .execute();
    }
  }
}
