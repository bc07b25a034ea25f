import { slugify } from "@quorum/api";
import { sql } from "kysely";
import type { ForumDb } from "../../db/ForumTables";

/** How many url codes to try ("c", "c-2", …) when different names slug the same ("C#", "C++"). */
const URLCODE_ATTEMPTS = 20;

/**
 * The ids of the "User" tags named `names` (typed in the post form): an existing tag of the same
 * name (case-insensitive, spaces collapsed) is reused, the others are created. Run it inside the
 * posting transaction (`db` is the transaction). A name another transaction is creating at the
 * same moment is found after it commits: the insert waits on the url code's unique index.
 */
export async function findOrCreateTags(db: ForumDb, names: readonly string[]): Promise<number[]> {
  const byKey = new Map<string, string>();
  for (const raw of names) {
    const name = raw.trim().replace(/\s+/g, " ");
    if (name !== "" && !byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  if (byKey.size === 0) return [];
  const ids: number[] = [];
  for (const [key, name] of byKey) ids.push((await findByName(db, key)) ?? (await createTag(db, key, name)));
  return [...new Set(ids)];
}

async function findByName(db: ForumDb, key: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("tags")
    .select("tagID")
    .where(sql<string>`lower("name")`, "=", key)
    .orderBy("tagID")
    .executeTakeFirst();
  return row?.tagID;
}

async function createTag(db: ForumDb, key: string, name: string): Promise<number> {
  // A name of no latin letters or digits slugs to nothing: its own lower-case text is the code.
  const base = slugify(name) || key.replace(/\s+/g, "-").slice(0, 80);
  for (let attempt = 1; attempt <= URLCODE_ATTEMPTS; attempt++) {
    const urlcode = attempt === 1 ? base : `${base}-${attempt}`;
    const inserted = await db
      .insertInto("tags")
      .values({ name, urlcode, type: "User" })
      .onConflict((conflict) => conflict.column("urlcode").doNothing())
      .returning("tagID")
      .executeTakeFirst();
    if (inserted) return inserted.tagID;
    // The code is taken: by this very name (another post created it meanwhile), or by another name.
    const same = await findByName(db, key);
    if (same !== undefined) return same;
  }
  throw new Error(`No free url code for the tag "${name}".`);
}
