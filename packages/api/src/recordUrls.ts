/** Lower-case, dash-joined slug of a title, for readable URLs. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** Path of a discussion page (spec §2: /discussion/{id}/{slug}[/p{page}]). */
export function discussionPath(discussionID: number, name?: string, page = 1): string {
  const slug = name ? slugify(name) : "";
  return `/discussion/${discussionID}${slug ? `/${slug}` : ""}${page > 1 ? `/p${page}` : ""}`;
}

/** Path of a category page (spec §2: /categories/{urlcode}[/p{page}]). */
export function categoryPath(urlcode: string | number, page = 1): string {
  return `/categories/${urlcode}${page > 1 ? `/p${page}` : ""}`;
}

/** Path that opens the page holding a comment (spec §2: /discussion/comment/{id}). */
export function commentPath(commentID: number): string {
  return `/discussion/comment/${commentID}#Comment_${commentID}`;
}
