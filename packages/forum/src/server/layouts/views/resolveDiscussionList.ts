import type { ViewResolver } from "@quorum/server";

/** `discussionList`: the site-wide recent discussions page. */
export const resolveDiscussionList: ViewResolver = async () => ({
  layoutViewType: "discussionList",
  record: null,
  seo: { title: "Recent Discussions", url: "/discussions" },
});
