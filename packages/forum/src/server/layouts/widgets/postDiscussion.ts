import type { HydrateContext } from "@quorum/server";
import type { ForumDiscussion } from "../../services/discussions/ForumDiscussion";
import { getDiscussion } from "../../services/discussions/getDiscussion";
import { hydrateServiceContext } from "../hydrateServiceContext";

/**
 * The discussion of a post page: the record its view resolved (loaded once per page), or — for
 * a post asset placed on some other layout with a discussionID param — loaded now.
 */
export async function postDiscussion(ctx: HydrateContext): Promise<ForumDiscussion | null> {
  const record = ctx.record;
  if (record && typeof record.discussionID === "number" && typeof record.bodyHtml === "string") return record as unknown as ForumDiscussion;
  const id = Number(ctx.lookup.params.discussionID);
  return Number.isInteger(id) && id > 0 ? getDiscussion(hydrateServiceContext(ctx), id) : null;
}
