import { categoryPath } from "@quorum/api";

// A category page keeps its paging in the path (spec §2 /categories/{id}/p{page});
// every other list keeps the route it is on and pages through the query string.
const CATEGORY_PAGE = /^\/categories\/([^/]+)(?:\/p\d+)?\/?$/;

/** The href of page `page` of the discussion list shown at `pathname` + `search`. */
export function listPageHref(pathname: string, search: string, page: number): string {
  const category = CATEGORY_PAGE.exec(pathname);
  if (category?.[1]) return categoryPath(decodeURIComponent(category[1]), page);
  const params = new URLSearchParams(search);
  if (page > 1) params.set("page", String(page));
  else params.delete("page");
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}
