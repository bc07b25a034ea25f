import type { FastifyRequest } from "fastify";
import type { AnalyticsDb } from "../db/AnalyticsTables";
import { ANONYMIZE_BY_DEFAULT } from "../ANALYTICS_SETTINGS";
import { anonymizeCookieName } from "./anonymizeCookie";

/**
 * Whether this request's views are kept anonymous: a member's AnonymizeData (1 yes, 0 no), a
 * guest's cookie ("1", "0"), and otherwise (-1, no choice) the site's default setting.
 */
export async function isAnonymized(db: AnalyticsDb, request: FastifyRequest): Promise<boolean> {
  const config = await request.server.quorum.config.all();
  const byDefault = config[ANONYMIZE_BY_DEFAULT] === true;
  const { userID } = request.viewer.user;
  if (userID > 0) {
    const row = await db.selectFrom("analyticsPrivacy").select("anonymize").where("userID", "=", userID).executeTakeFirst();
    return row?.anonymize === 1 ? true : row?.anonymize === 0 ? false : byDefault;
  }
  const cookie = request.cookies[anonymizeCookieName(config)];
  return cookie === "1" ? true : cookie === "0" ? false : byDefault;
}
