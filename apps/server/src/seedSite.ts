import { createUser, seededRandom, type CoreTables, type ServerAddon } from "@quorum/server";
import type { Kysely } from "kysely";
import type { DemoAccount } from "./demoAccounts";

const SEEDED_KEY = "site.seeded";

/** Whether the first-start demo content was already written. */
export async function isSeeded(db: Kysely<CoreTables>): Promise<boolean> {
  const row = await db.selectFrom("config").select("key").where("key", "=", SEEDED_KEY).executeTakeFirst();
  return row !== undefined;
}

/** Runs every add-on's demo seed once, in one transaction, then marks the site seeded. */
export async function seedSite(db: Kysely<CoreTables>, addons: readonly ServerAddon[], accounts: DemoAccount[]): Promise<void> {
  const passwords = new Map(accounts.map((a) => [a.name, a.password]));
  await db.transaction().execute(async (trx) => {
    const random = seededRandom(20261121);
    for (const addon of addons) {
      await addon.seed?.({
        db: trx,
        random,
        createUser: (input) => createUser(trx, input),
        passwordFor: (name) => passwords.get(name) ?? `${name}-${Math.floor(random() * 1e9).toString(36)}`,
      });
    }
    await trx.insertInto("config").values({ key: SEEDED_KEY, value: JSON.stringify(true) }).execute();
  });
}
