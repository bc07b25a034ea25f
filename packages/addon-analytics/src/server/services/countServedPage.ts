import type { FastifyRequest } from "fastify";
import { analyticsDb } from "../db/AnalyticsTables";
import { completeView } from "./completeView";
import { isAnonymized } from "./isAnonymized";
import { recordPageView } from "./recordPageView";

/**
 * A full page load, counted as the server sends the page (`pageHooks.served`): the browser loads no
 * code for it, so the tracker costs a first load nothing. Its address and Referer are the view's.
 */
export async function countServedPage(request: FastifyRequest): Promise<void> {
  if (request.method !== "GET") return;
  const db = analyticsDb(request.server.quorum.db);
  const referrer = request.headers.referer;
  const view = await completeView(db, { url: request.url.slice(0, 2000), ...(referrer ? { referrer: referrer.slice(0, 2000) } : {}) });
  const userID = request.viewer.user.userID;
  await recordPageView(db, view, { userID: userID > 0 ? userID : null, anonymized: await isAnonymized(db, request), date: new Date() });
}
