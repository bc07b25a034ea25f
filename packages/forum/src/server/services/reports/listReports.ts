import type { Report, ReportListQuery } from "@quorum/api";
import { forbidden } from "@quorum/server";
import { sql } from "kysely";
import { isCommunityModerator } from "../../permissions/isCommunityModerator";
import type { ServiceContext } from "../ServiceContext";
import { toUserFragment, unknownUser, userFragmentColumn } from "../users/userFragmentColumn";
import { serializeReport } from "./serializeReport";

const DEFAULT_LIMIT = 30;

export interface ReportListResult {
  reports: Report[];
  page: number;
  limit: number;
  total: number;
  hasNext: boolean;
}

/** `GET /reports` (community.moderate): reports newest first, with their reporters, the posts as reported and whether they changed since. */
export async function listReports(ctx: ServiceContext, query: ReportListQuery): Promise<ReportListResult> {
  const { db, viewer } = ctx;
  if (!isCommunityModerator(viewer)) throw forbidden("Permission Problem", "You need the community.moderate permission.");
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_LIMIT;
  let base = db.selectFrom("reports");
  if (query.recordType !== undefined) base = base.where("reports.recordType", "=", query.recordType);
  if (query.recordID !== undefined) base = base.where("reports.recordID", "=", query.recordID);
  if (query.status !== undefined) base = base.where("reports.status", "=", query.status);
  const rows = await base
    .selectAll("reports")
    .select((eb) => [
      userFragmentColumn(eb.ref("reports.insertUserID")).as("insertUserJson"),
      // The post as it is now, beside the snapshot: null once it is deleted.
      sql<string | null>`CASE WHEN "reports"."recordType" = 'discussion'
        THEN (SELECT d."bodyHtml" FROM "discussions" AS d WHERE d."discussionID" = "reports"."recordID")
        ELSE (SELECT c."bodyHtml" FROM "comments" AS c WHERE c."commentID" = "reports"."recordID") END`.as("liveHtml"),
    ])
    .orderBy("reports.reportID", "desc")
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .execute();
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const reports = rows
    .slice(0, limit)
    .map(({ insertUserJson, liveHtml, ...row }) =>
      serializeReport(row, liveHtml, insertUserJson ? toUserFragment(insertUserJson) : unknownUser(row.insertUserID)),
    );
  return { reports, page, limit, total: Number(total), hasNext: rows.length > limit };
}
