import type { MatrixContext } from "./MatrixContext.ts";

/**
 * Every server-rendered page type, with the addresses the matrix asks as every persona: home, the
 * discussion list (and by tag: the site's tag page), categories, a category, a discussion and a
 * permalinked comment, the post forms, the moderation log, the dashboard, sign-in and profiles
 * (the moderator's tabs, the demo's private and banned members). There is no search page
 * yet. Pages naming a hidden record are asked through its probes.
 */
export function pages({ visible }: MatrixContext): string[] {
  return [
    "/",
    "/discussions",
    "/discussions?sort=-dateInserted",
    `/discussions?tagID=${visible.tagID}`,
    "/categories",
    `/categories/${visible.categoryCode}`,
    `/discussion/${visible.discussionID}`,
    `/discussion/comment/${visible.commentID}`,
    `/post/discussion/${visible.categoryCode}`,
    "/post/discussion",
    `/post/editdiscussion/${visible.discussionID}`,
    "/log/filter",
    "/dashboard/addons",
    "/dashboard/users",
    "/profile/edit",
    "/entry/signin",
    "/notification-preferences",
    "/messages",
    "/messages/add",
    "/entry/emailconfirmrequest",
    "/profile/moderator",
    "/profile/followed-content",
    "/profile/discussions/moderator",
    "/profile/comments/moderator",
    "/profile/reactions/moderator?reaction=like",
    "/profile/pat",
    "/profile/bea",
    // The knowledge base's pages (packages/addon-knowledge); its records' own pages are asked through probes.
    "/kb",
    "/kb/help",
    "/kb/search?query=article",
    // A demo section's home (packages/addon-subcommunities); the hidden section's is asked through its probes.
    "/support",
  ];
}
