import type { SeedContext } from "@quorum/server";
import { __camel__Db } from "./__Pascal__Tables";

/** Demo content: written once, on a demo site only, when the add-on is first enabled there. */
export async function seed__Pascal__({ db }: SeedContext): Promise<void> {
  const now = Date.now();
  await __camel__Db(db)
    .insertInto("__camel__Items")
    .values([
      { name: "Welcome to __Title__", dateInserted: new Date(now - 60_000) },
      { name: "Hello from __Title__'s server route", dateInserted: new Date(now) },
    ])
    .execute();
}
