import type { FastifyRequest } from "fastify";
import type { ThrottleRule } from "@quorum/server";
import { isCommunityModerator } from "../../permissions/isCommunityModerator";

/** Posts per member per minute, the `posting.maxPerMinute` setting. */
function postingRule(limit: number): ThrottleRule {
  return { scope: "posts", limit, windowMs: 60_000, message: (wait) => `You are posting too quickly. Try again in ${wait}.` };
}

/**
 * Counts a post by the signed-in viewer and refuses a flood (429 with Retry-After) past the
 * `posting.maxPerMinute` setting, in the framework's database-backed throttle so all the site's
 * processes count together. Every attempt that passed the schema counts, refused or not: a
 * script's flood of bad posts is a flood too. Moderators and administrators (`community.moderate`)
 * are not counted: they post in bursts on purpose (announcements, answers to a wave of reports),
 * and are trusted with far more than posting. Guests are left to the permission check.
 */
export async function throttlePosting(request: FastifyRequest): Promise<void> {
  const { viewer } = request;
  if (viewer.user.userID === 0 || isCommunityModerator(viewer)) return;
  const { quorum } = request.server;
  const limit = Number((await quorum.config.all())["posting.maxPerMinute"] ?? 10);
  await quorum.throttle.take(postingRule(limit), `user:${viewer.user.userID}`);
}
