import { validationError } from "@quorum/server";
import type { Selectable } from "kysely";
import type { ForumDb, ForumTables } from "../../db/ForumTables";

export type ReactionTypeRow = Selectable<ForumTables["reactionTypes"]>;

/**
 * The reaction type a member asked for by urlcode (case-insensitive). Unknown, inactive and
 * flag-class types (spam, abuse: reported, not reacted) are refused with a 422 naming
 * `reactionType`.
 */
export async function findReactionType(db: ForumDb, urlcode: string): Promise<ReactionTypeRow> {
  const row = await db.selectFrom("reactionTypes").selectAll().where("urlcode", "=", urlcode.trim().toLowerCase()).executeTakeFirst();
  if (!row || !row.active || row.class === "flag") {
    throw validationError("reactionType", `${urlcode} is not a reaction type you can use.`, "invalid");
  }
  return row;
}
