import { sql } from "kysely";
import type { ForumDb } from "../db/ForumTables";
import { MENTION_KEY_SQL } from "../services/users/MENTION_KEY_SQL";

/** Names mentioned at most per post: a post listing a thousand names notifies the first fifty. */
const MAX_MENTIONS = 50;

/**
 * The members a post mentions (spec §3): the rich editor's mention elements, or `@name` (or
 * `@"name with spaces"`) in the other formats. Names are matched as mention suggestions match
 * them (`MENTION_KEY_SQL`); names of no one are ignored.
 */
export async function mentionedUserIDs(db: ForumDb, body: string, format: string): Promise<number[]> {
  const names = format === "rich2" ? richMentions(body) : textMentions(body);
  const wanted = [...new Set(names)].slice(0, MAX_MENTIONS);
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom("users")
    .select("userID")
    .where(
      sql.raw(MENTION_KEY_SQL),
      "in",
      wanted.map((name) => sql<string>`(regexp_replace(lower(${name}), '[[:punct:][:space:]]+', '', 'g') COLLATE "C")`),
    )
    .execute();
  return rows.map((row) => row.userID);
}

function richMentions(body: string): string[] {
  const names: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== "object" || node === null) return;
    const record = node as { type?: unknown; name?: unknown; children?: unknown };
    if (record.type === "mention" && typeof record.name === "string") names.push(record.name);
    walk(record.children);
  };
  try {
    walk(JSON.parse(body));
  } catch {
    return [];
  }
  return names;
}

function textMentions(body: string): string[] {
  const names: string[] = [];
  for (const match of body.matchAll(/(?:^|[\s(>])@(?:"([^"\n]{1,64})"|([\p{L}\p{N}_.-]{1,64}))/gu)) {
    const name = (match[1] ?? match[2] ?? "").replace(/[.-]+$/, "");
    if (name) names.push(name);
  }
  return names;
}
