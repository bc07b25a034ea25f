import type { LayoutLookup } from "@quorum/api";
import type { LayoutRouteDescriptor } from "@quorum/core";

type Params = LayoutLookup["params"];

/**
 * The forum's page addresses rendered from server layouts (docs/page-flow.md §1): the discussion
 * list, the category list and one category, a discussion (with slug and page) and a permalinked
 * comment, and the post form. Declared in the forum's client descriptor: core's router learns them
 * from the enabled add-ons and knows no forum address itself.
 */
export const FORUM_LAYOUT_ROUTES: readonly LayoutRouteDescriptor[] = [{ match: matchForumRoute }];

function matchForumRoute(path: string, query: URLSearchParams): LayoutLookup | null {
  if (path === "/discussions") return lookup("discussionList", "siteSection", 0, queryParams(query));
  if (path === "/categories") return lookup("categoryList", "siteSection", 0, {});
  const category = /^\/categories\/([^/]+)(?:\/p(\d+))?$/.exec(path);
  if (category?.[1]) {
    const id = idOrCode(decodeSegment(category[1]));
    return lookup("categoryList", "category", id, { categoryID: id, page: pageOf(category[2]) });
  }

  const comment = /^\/discussion\/comment\/(\d+)$/.exec(path);
  if (comment?.[1]) {
    const commentID = Number(comment[1]);
    return lookup("post", "comment", commentID, withSort({ commentID }, query));
  }

  // The slug is optional, so "/discussion/12/p2" is page 2 and "/discussion/12/a-title/p2" too.
  const discussion = /^\/discussion\/(\d+)(?:\/(?!p\d+$)[^/]+)?(?:\/p(\d+))?$/.exec(path);
  if (discussion?.[1]) {
    const discussionID = Number(discussion[1]);
    return lookup("post", "discussion", discussionID, withSort({ discussionID, page: pageOf(discussion[2]) }, query));
  }

  const post = path.indexOf("/post/");
  if (post >= 0) return createPostLookup(path.slice(0, post), path.slice(post + "/post/".length), query);

  return null;
}

/**
 * `/post/{postType}[/{parent}]` creates a post in a category (a group when the path names
 * social-groups and the query has `groupid`); `/post/editdiscussion/{recordID}[/{draftID}]` edits
 * one, or resumes a saved draft (spec §2). A recordID of 0 means none: `/post/editdiscussion/0/5`
 * is draft 5 of a new post, so it carries no `discussionID`. The query string is passed along.
 */
function createPostLookup(prefix: string, rest: string, query: URLSearchParams): LayoutLookup {
  const [postType = "discussion", first, second] = rest.split("/").filter(Boolean).map(decodeSegment);
  const params: Params = { ...queryParams(query) };

  if (postType === "editdiscussion") {
    Object.assign(params, { postType: "discussion", parentRecordType: "category" });
    // A malformed id stays in (NaN) so the server answers 404 rather than opening a blank form.
    if (first !== undefined && first !== "0") params.discussionID = Number(first);
    if (second !== undefined && /^\d+$/.test(second) && second !== "0") params.draftID = Number(second);
    return lookup("createPost", "category", 0, params);
  }

  const groupID = query.get("groupid");
  const inGroup = groupID !== null && /social-groups/.test(`${prefix}/${first ?? ""}`);
  const parentRecordType = inGroup ? "group" : "category";
  const parentID = inGroup ? idOrCode(groupID) : first !== undefined ? idOrCode(first) : 0;
  Object.assign(params, { postType, parentRecordType });
  return lookup("createPost", parentRecordType, parentID, params);
}

function lookup(layoutViewType: LayoutLookup["layoutViewType"], recordType: string, recordID: number | string, params: Params): LayoutLookup {
  return { layoutViewType, recordType, recordID, params };
}

function queryParams(query: URLSearchParams): Params {
  const params: Params = {};
  for (const [key, value] of query) {
    if (key in params) continue;
    params[key] = key === "page" && /^\d+$/.test(value) ? Number(value) : value;
  }
  return params;
}

function withSort<P extends Params>(params: P, query: URLSearchParams): P {
  const sort = query.get("sort");
  return sort ? { ...params, sort } : params;
}

function pageOf(value: string | undefined): number {
  const page = value ? Number(value) : 1;
  return page >= 1 ? page : 1;
}

/** Numeric ids are numbers; anything else is a url code. */
function idOrCode(value: string): number | string {
  return /^\d+$/.test(value) ? Number(value) : value;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
