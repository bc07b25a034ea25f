import type { HookContext } from "@quorum/server";

/**
 * A kind of record other than a category that new posts are made in (a group:
 * `/post/discussion/social-groups?groupid=N`, spec §2). The new-post form of a lookup whose
 * `recordType` is this one posts into the category `categoryID` answers — the add-on's own,
 * usually hidden (`grantCategories`) — after it has checked the viewer may post there.
 */
export interface PostParent {
  recordType: string;
  /** The category posts in that record go to; throws 404 for a record the viewer may not know of, 403 when they may not post in it. */
  categoryID(recordID: number | string, ctx: HookContext): Promise<number>;
}
