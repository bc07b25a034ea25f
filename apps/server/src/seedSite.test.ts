import { createApp, runMigrations, type Database } from "@quorum/server";
import { createTestDatabase, signIn } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDemoAccounts } from "./demoAccounts";
import { installedAddons } from "./installedAddons";
import { isSeeded, seedSite } from "./seedSite";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database.db, installedAddons);
});
afterAll(() => database.close());

describe("seedSite", () => {
  it("seeds once, with demo accounts that sign in with the printed passwords", async () => {
    expect(await isSeeded(database.db)).toBe(false);
    const accounts = makeDemoAccounts(undefined);
    expect(new Set(accounts.map((a) => a.password)).size).toBe(3);
    await seedSite(database.db, installedAddons, accounts);
    expect(await isSeeded(database.db)).toBe(true);

    const app = await createApp({ db: database.db, addons: installedAddons });
    try {
      for (const account of accounts) {
        const cookie = await signIn(app, account.name, account.password);
        const me = await app.inject({ method: "GET", url: "/api/v2/users/me", headers: { cookie } });
        expect(me.json()).toMatchObject({ name: account.name });
      }
      const discussions = await app.inject({ method: "GET", url: "/api/v2/discussions?limit=100" });
      const listed = discussions.json() as Array<{ type: string }>;
      expect(listed.length).toBeGreaterThanOrEqual(25);
      // Q&A seeds after the forum it requires, whatever the install order: its questions found categories.
      expect(listed.filter((d) => d.type === "question").length).toBe(4);
    } finally {
      await app.close();
    }
  });
});
