import { sql, type Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";

/**
 * The ids of the site's first `count` users, topping up with generated members when there are
 * fewer. Generated accounts get an unusable password hash (no sign-in) so no slow hashing is
 * needed: they exist to author benchmark content.
 */
export async function ensureAuthors(db: Kysely<CoreTables>, count: number): Promise<number[]> {
  const wanted = Math.max(1, Math.floor(count));
  const existing = (await db.selectFrom("users").select("userID").orderBy("userID").limit(wanted).execute()).map((u) => u.userID);
  const missing = wanted - existing.length;
  if (missing <= 0) return existing;
  const stamp = Date.now().toString(36);
  const rows = Array.from({ length: missing }, (_, i) => ({
    name: `user-${stamp}-${i + 1}`,
    email: `user-${stamp}-${i + 1}@example.invalid`,
    passwordHash: "!",
    photoUrl: "",
    title: "",
    emailConfirmed: true,
    banned: false,
    isAdmin: false,
    signature: null,
  }));
  const created: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const ids = await db
      .insertInto("users")
      .values(rows.slice(i, i + 500))
      .returning("userID")
      .execute();
    created.push(...ids.map((r) => r.userID));
  }
  await sql`
    INSERT INTO "userRoles" ("userID", "roleID")
    SELECT u.id, r."roleID" FROM unnest(${created}::integer[]) AS u(id) CROSS JOIN "roles" r WHERE r."type" = 'member'`.execute(db);
  return [...existing, ...created];
}
