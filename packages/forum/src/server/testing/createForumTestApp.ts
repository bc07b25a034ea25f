import { createUser, seededRandom, type MailTransport, type SeedContext, type ServerAddon } from "@quorum/server";
import { api, createTestApp, signIn, type ApiRequest, type TestApp } from "@quorum/server/testing";
import type { LightMyRequestResponse } from "fastify";
import forum from "../index";
import { forumDb } from "../db/forumDb";
import type { ForumDb } from "../db/ForumTables";

export type DemoUser = "admin" | "moderator" | "member" | "alice" | "bob";

export interface ForumTestApp extends TestApp {
  forum: ForumDb;
  /** Session cookies of the demo users. */
  cookies: Record<DemoUser, string>;
  userIDs: Record<string, number>;
  /** Sends a request as a demo user (or as a guest with `as: "guest"`). */
  call(as: DemoUser | "guest", request: ApiRequest): Promise<LightMyRequestResponse>;
  /** Ids by name, read back from the seeded rows. */
  categoryID(urlcode: string): Promise<number>;
  discussionID(name: string): Promise<number>;
}

/** The password of a demo user in tests. */
export const testPassword = (name: string) => `${name}-password-1`;

/**
 * A migrated app with the forum add-on, seeded exactly as a new site is (the add-on's own seed
 * step: demo users, categories with custom permissions, tags, discussions), and signed-in cookies.
 * `addons` are installed (and enabled, but for the keys in `disabled`) beside the forum: add-ons
 * under test, or fixtures of the add-on contract. Share one per test file (PGlite takes seconds
 * to start).
 */
export async function createForumTestApp(
  options: { addons?: readonly ServerAddon[]; disabled?: readonly string[]; now?: () => number; mail?: MailTransport } = {},
): Promise<ForumTestApp> {
  const testApp = await createTestApp({
    addons: [forum, ...(options.addons ?? [])],
    ...(options.disabled ? { disabled: options.disabled } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
  });
  // As the site's first start does: every seed step inside one transaction.
  await testApp.db.transaction().execute(async (trx) => {
    const seedContext: SeedContext = {
      db: trx,
      createUser: (input) => createUser(trx, { ...input, emailConfirmed: true }),
      passwordFor: testPassword,
      random: seededRandom(42),
    };
    await forum.seed?.(seedContext);
  });
  // Tests post far faster than any person: the flood throttle is off unless a test turns it on
  // (`posting.maxPerMinute`; throttlePosting.test.ts tries it).
  await testApp.app.quorum.config.patch({ "posting.maxPerMinute": 0 });
  // The seed added categories with custom permissions: junctions and aliases changed.
  testApp.app.quorum.permissions.invalidate();
  const db = forumDb(testApp.db);
  const users = await db.selectFrom("users").select(["userID", "name"]).execute();
  const names: DemoUser[] = ["admin", "moderator", "member", "alice", "bob"];
  const cookies = {} as Record<DemoUser, string>;
  for (const name of names) cookies[name] = await signIn(testApp.app, name, testPassword(name));
  return {
    ...testApp,
    forum: db,
    cookies,
    userIDs: Object.fromEntries(users.map((u) => [u.name, u.userID])),
    call: (as, request) => api(testApp.app, { ...request, ...(as === "guest" ? {} : { cookie: cookies[as] }) }),
    async categoryID(urlcode) {
      return (await db.selectFrom("categories").select("categoryID").where("urlcode", "=", urlcode).executeTakeFirstOrThrow()).categoryID;
    },
    async discussionID(name) {
      return (await db.selectFrom("discussions").select("discussionID").where("name", "=", name).executeTakeFirstOrThrow()).discussionID;
    },
  };
}
