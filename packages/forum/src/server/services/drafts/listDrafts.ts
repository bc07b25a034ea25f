import { DEFAULT_PAGE_LIMIT, type Draft, type DraftListQuery, type DraftSort } from "@quorum/api";
import { sql } from "kysely";
import type { ServiceContext } from "../ServiceContext";
import { requireDraftAuthor } from "./requireDraftAuthor";
import { serializeDraft } from "./serializeDraft";

/** One page of the viewer's drafts. */
export interface DraftPage {
  drafts: Draft[];
  page: number;
  limit: number;
  total: number;
  hasNext: boolean;
}

/**
 * `GET /drafts`: the viewer's own drafts (never anyone else's), filtered by record type, parent and
 * status, newest change first by default. A person has few drafts: the author index finds them
 * and sorting them costs nothing worth an index per sort.
 */
export async function listDrafts(ctx: ServiceContext, query: DraftListQuery): Promise<DraftPage> {
  const userID = requireDraftAuthor(ctx.viewer);
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  let filtered = ctx.db.selectFrom("drafts").where("insertUserID", "=", userID);
  if (query.recordType) filtered = filtered.where("recordType", "=", query.recordType);
  if (query.parentRecordType) filtered = filtered.where("parentRecordType", "=", query.parentRecordType);
  if (query.parentRecordID !== undefined) filtered = filtered.where("parentRecordID", "=", query.parentRecordID);
  if (query.draftStatus) filtered = filtered.where("draftStatus", "=", query.draftStatus);

  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const rows = await filtered
    .selectAll()
    .orderBy(sortColumn(query.sort ?? "-dateUpdated"))
    .orderBy("draftID", "desc")
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { drafts: rows.map(serializeDraft), page, limit, total, hasNext: page * limit < total };
}

function sortColumn(sort: DraftSort) {
  const descending = sort.startsWith("-");
  const direction = descending ? sql.raw("DESC") : sql.raw("ASC");
  switch (sort.replace(/^-/, "")) {
    case "dateInserted":
      return sql`"dateInserted" ${direction}`;
    case "dateScheduled":
      return sql`"dateScheduled" ${direction} NULLS LAST`;
    default:
      // A draft never edited was last changed when it was made.
      return sql`coalesce("dateUpdated", "dateInserted") ${direction}`;
  }
}
