import { hasPermission, type ReactionLogEntry, type ReactionLogQuery, type ReactionRecordType } from "@quorum/api";
import { forbidden } from "@quorum/server";
import type { ServiceContext } from "../ServiceContext";
import { toUserFragment, unknownUser, userFragmentColumn } from "../users/userFragmentColumn";
import { loadReactionTarget } from "./loadReactionTarget";

/** Default page size of the reactions log (Vanilla's). */
const LOG_LIMIT = 30;

export interface ReactionLogResult {
  entries: ReactionLogEntry[];
  page: number;
  limit: number;
  hasNext: boolean;
}

/**
 * `GET /{discussions|comments}/{id}/reactions` (reactions.view): who reacted to a post and how,
 * newest first, one page with the reactors' cards in one query (the log index serves the order).
 * Flag-class reactions are not shown (spec §6).
 */
export async function listReactionLog(
  ctx: ServiceContext,
  recordType: ReactionRecordType,
  recordID: number,
  query: ReactionLogQuery,
): Promise<ReactionLogResult> {
  const { db, viewer } = ctx;
  if (!hasPermission(viewer.permissions, "reactions.view")) throw forbidden("Permission Problem", "You need the reactions.view permission.");
  await loadReactionTarget(db, viewer, recordType, recordID);
  const page = query.page ?? 1;
  const limit = query.limit ?? LOG_LIMIT;
  let select = db
    .selectFrom("reactions")
    .innerJoin("reactionTypes", "reactionTypes.tagID", "reactions.tagID")
    .select((eb) => [
      "reactions.tagID",
      "reactions.userID",
      "reactions.dateInserted",
      "reactionTypes.urlcode",
      "reactionTypes.name",
      "reactionTypes.class",
      userFragmentColumn(eb.ref("reactions.userID")).as("userJson"),
    ])
    .where("reactions.recordType", "=", recordType)
    .where("reactions.recordID", "=", recordID)
    .where("reactionTypes.class", "<>", "flag");
  if (query.type) select = select.where("reactionTypes.urlcode", "=", query.type.trim().toLowerCase());
  const rows = await select
    .orderBy("reactions.dateInserted", "desc")
    .orderBy("reactions.userID", "desc")
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .execute();
  const entries = rows.slice(0, limit).map((row): ReactionLogEntry => ({
    recordType,
    recordID,
    tagID: row.tagID,
    userID: row.userID,
    user: row.userJson ? toUserFragment(row.userJson) : unknownUser(row.userID),
    reactionType: { tagID: row.tagID, urlcode: row.urlcode, name: row.name, class: row.class },
    dateInserted: row.dateInserted.toISOString(),
  }));
  return { entries, page, limit, hasNext: rows.length > limit };
}
