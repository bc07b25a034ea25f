import type { SearchResult } from "@quorum/api";
import { sql, type RawBuilder } from "kysely";
import { dateRangeSql, likePattern, type SearchContext, type SearchDomain, type SearchQuery } from "@quorum/server";
import { groupUrl } from "../../shared/Group";
import { groupsDb } from "../db/GroupsTables";
import { canModerateGroups } from "./groupAccess";

/**
 * Groups by name and description (`GET /search?domain=groups`, or `recordTypes=group`): the groups
 * the viewer may know of — secret ones only to their members, those invited and `groups.moderate`,
 * filtered inside the query so results and totals agree. Not part of "all content".
 */
export const groupSearchDomain: SearchDomain = {
  key: "groups",
  recordTypes: ["group"],
  inAllContent: false,
  async visibility(ctx: SearchContext) {
    if (canModerateGroups(ctx.viewer.permissions)) return { kind: "all" };
    const rows = await knownGroups(ctx).select("groupID").execute();
    return { kind: "in", field: "groupID", values: rows.map((row) => row.groupID) };
  },
  async search(query: SearchQuery, ctx: SearchContext) {
    const words = query.name ? [...query.words, query.name.toLowerCase()] : [...query.words];
    if (words.length === 0) return { results: [], total: 0 };
    let found = knownGroups(ctx).where((eb) => {
      const matches = words.map((word) =>
        eb.or([eb(eb.fn("lower", ["groups.name"]), "like", likePattern(word)), eb(eb.fn("lower", ["groups.description"]), "like", likePattern(word))]),
      );
      return query.queryOperator === "or" ? eb.or(matches) : eb.and(matches);
    });
    const range = query.dateInserted;
    if (range) found = found.where(() => dateRangeSql(sql.ref("groups.dateInserted"), range) as RawBuilder<boolean>);
    const { total } = await found.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow();
    const ordered =
      query.order === "newest"
        ? found.orderBy("groups.dateInserted", "desc")
        : query.order === "oldest"
          ? found.orderBy("groups.dateInserted", "asc")
          : found.orderBy((eb) => eb.fn("lower", ["groups.name"]));
    const rows = await ordered.selectAll("groups").orderBy("groups.groupID").limit(query.limit).offset(query.offset).execute();
    const results = rows.map((row): SearchResult => ({
      recordID: row.groupID,
      recordType: "group",
      type: "group",
      name: row.name,
      url: groupUrl(row.groupID),
      body: query.expandBody ? row.description : null,
      excerpt: row.description,
      score: 1,
      dateInserted: new Date(row.dateInserted).toISOString(),
      dateUpdated: row.dateUpdated ? new Date(row.dateUpdated).toISOString() : null,
      insertUserID: row.insertUserID,
      updateUserID: null,
      breadcrumbs: [],
      labelCodes: [],
      isForeign: false,
      ...(row.iconUrl ? { image: row.iconUrl } : {}),
    }));
    return { results, total: Number(total) };
  },
};

/** The groups this viewer may know of: all for `groups.moderate`; else all but the secret ones they neither belong to nor were invited to. */
function knownGroups(ctx: SearchContext) {
  const db = groupsDb(ctx.db);
  const query = db.selectFrom("groups");
  if (canModerateGroups(ctx.viewer.permissions)) return query;
  const userID = ctx.viewer.user.userID;
  return query.where((eb) =>
    eb.or([
      eb("groups.privacy", "!=", "secret"),
      eb("groups.groupID", "in", eb.selectFrom("groupMembers").select("groupMembers.groupID").where("groupMembers.userID", "=", userID)),
      eb(
        "groups.groupID",
        "in",
        eb
          .selectFrom("groupApplicants")
          .select("groupApplicants.groupID")
          .where("groupApplicants.userID", "=", userID)
          .where("groupApplicants.type", "=", "invitation"),
      ),
    ]),
  );
}
