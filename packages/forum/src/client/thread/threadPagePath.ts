import { discussionPath } from "@quorum/api";
import type { Discussion } from "@quorum/api";

/**
 * The address of page `page` of a discussion's thread, keeping a chosen sort in the query
 * (/discussion/{id}/{slug}/p{n}?sort=-score) so the page can be shared and the server renders it
 * in that order.
 */
export function threadPagePath(discussion: Pick<Discussion, "discussionID" | "name">, page: number, sort?: string | null): string {
  const path = discussionPath(discussion.discussionID, discussion.name, page);
  return sort ? `${path}?${new URLSearchParams({ sort }).toString()}` : path;
}
