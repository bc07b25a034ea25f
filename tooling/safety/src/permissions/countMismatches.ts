import type { ApiSession } from "../ApiSession.ts";
import { listAll } from "./listAll.ts";

interface CategoryCounts {
  categoryID: number;
  name: string;
  countDiscussions: number;
  countAllDiscussions: number;
  countAllComments: number;
}

/**
 * Counts that count what the viewer cannot list: a category's discussions (own and with its
 * subcategories) and comments, a tag's discussions, a member's posts and search totals, each against the
 * discussions and comments the same session gets listed. A hidden record counted anywhere shows
 * as a count above the list. Answers one description per mismatch and the number of requests made.
 */
export async function countMismatches(
  session: ApiSession,
  userIDs: readonly number[],
  tagIDs: readonly number[],
  searches: readonly string[] = [],
): Promise<{ mismatches: string[]; checks: number }> {
  const mismatches: string[] = [];
  let checks = 0;
  const expect = (what: string, shown: number, listed: number) => {
    checks++;
    if (shown !== listed) mismatches.push(`${what}: shows ${shown}, lists ${listed}`);
  };
  const count = async (path: string) => (await listAll<{ countComments?: number }>(session, path)).length;

  for (const category of await listAll<CategoryCounts>(session, "/api/v2/categories?outputFormat=flat&maxDepth=10")) {
    const own = `category ${category.categoryID} (${category.name})`;
    expect(`${own} countDiscussions`, category.countDiscussions, await count(`/api/v2/discussions?categoryID=${category.categoryID}`));
    const all = await listAll<{ countComments: number }>(session, `/api/v2/discussions?categoryID=${category.categoryID}&includeChildCategories=true`);
    expect(`${own} countAllDiscussions`, category.countAllDiscussions, all.length);
    expect(
      `${own} countAllComments`,
      category.countAllComments,
      all.reduce((sum, d) => sum + d.countComments, 0),
    );
  }
  // Tag lookups answer at most 20, unpaged: every tag of the first answer, and those asked by id.
  const tags = new Map<number, number>();
  const tagQuery = tagIDs.map((id) => `tagID[]=${id}`).join("&");
  for (const path of ["/api/v2/tags?query=", `/api/v2/tags?${tagQuery}`]) {
    const response = await session.request("GET", path);
    if (!response.ok) throw new Error(`GET ${path} as ${session.name ?? "guest"} answered ${response.status}`);
    for (const tag of (await response.json()) as Array<{ tagID: number; countDiscussions: number }>) tags.set(tag.tagID, tag.countDiscussions);
  }
  for (const [tagID, shown] of tags) expect(`tag ${tagID} countDiscussions`, shown, await count(`/api/v2/discussions?tagID=${tagID}`));
  for (const userID of userIDs) {
    const response = await session.request("GET", `/api/v2/users/${userID}`);
    if (!response.ok) continue; // Profiles this persona may not view show no counts.
    const user = (await response.json()) as { countDiscussions: number; countComments: number };
    expect(`user ${userID} countDiscussions`, user.countDiscussions, await count(`/api/v2/discussions?insertUserID=${userID}`));
    expect(`user ${userID} countComments`, user.countComments, await count(`/api/v2/comments?insertUserID=${userID}`));
  }
  // Search totals (the paging headers) against the results listed, page by page.
  for (const query of searches) {
    const response = await session.request("GET", `/api/v2/search?${query}&limit=1`);
    if (!response.ok) throw new Error(`GET /api/v2/search?${query} as ${session.name ?? "guest"} answered ${response.status}`);
    expect(`search ${query} total`, Number(response.headers.get("x-app-page-result-count")), (await listAll(session, `/api/v2/search?${query}`)).length);
  }
  return { mismatches, checks };
}
