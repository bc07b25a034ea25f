import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { forbidden, requirePermission } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import type { AnonymizeData } from "../../shared/AnalyticsSummary";
import { analyticsDb } from "../db/AnalyticsTables";
import { completeView } from "../services/completeView";
import { isAnonymized } from "../services/isAnonymized";
import { readDayRange } from "../services/readDayRange";
import { recordPageView } from "../services/recordPageView";
import { summarize } from "../services/summarize";
import { PrivacyBodySchema, SummaryQuerySchema, TickBodySchema } from "./analyticsSchemas";

/**
 * The analytics API, 404 while the add-on is disabled: `POST /tick` (anyone: a view of a page),
 * the member's privacy setting, and the dashboard's summary (site managers).
 */
export function analyticsRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  // A view, sent by the browser for a page's first load (once hydrated) and each in-app
  // navigation. Like every mutation it passes the site's CSRF guard; a view it lets through can
  // only add one to a count, as visiting the page would.
  typed.post("/tick", { schema: { body: TickBodySchema } }, async (request, reply) => {
    const db = analyticsDb(request.server.quorum.db);
    const { type: _type, ...fields } = request.body;
    const view = await completeView(db, fields);
    const userID = request.viewer.user.userID;
    await recordPageView(db, view, { userID: userID > 0 ? userID : null, anonymized: await isAnonymized(db, request), date: new Date() });
    return reply.code(201).send();
  });

  typed.get("/analytics/privacy", async (request) => {
    const userID = signedIn(request.viewer.user.userID);
    const db = analyticsDb(request.server.quorum.db);
    const row = await db.selectFrom("analyticsPrivacy").select("anonymize").where("userID", "=", userID).executeTakeFirst();
    return { AnonymizeData: (row?.anonymize ?? -1) as AnonymizeData };
  });

  typed.post("/analytics/privacy", { schema: { body: PrivacyBodySchema } }, async (request) => {
    const userID = signedIn(request.viewer.user.userID);
    const db = analyticsDb(request.server.quorum.db);
    const anonymize = request.body.AnonymizeData;
    await db
      .insertInto("analyticsPrivacy")
      .values({ userID, anonymize })
      .onConflict((oc) => oc.column("userID").doUpdateSet({ anonymize }))
      .execute();
    return { AnonymizeData: anonymize };
  });

  typed.get("/analytics/summary", { schema: { querystring: SummaryQuerySchema } }, async (request) => {
    requirePermission(request, "site.manage");
    // Checked here, after the permission: only a site manager learns what a good range is.
    const range = readDayRange(request.query.from, request.query.to);
    return summarize(analyticsDb(request.server.quorum.db), range, request.viewer.permissions, request.query.limit ?? 10);
  });
}

/** The privacy setting is a member's; a guest's choice lives in a cookie (spec §8). */
function signedIn(userID: number): number {
  if (userID <= 0) throw forbidden("Permission Problem", "You must sign in to change your privacy setting.");
  return userID;
}
