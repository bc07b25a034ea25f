import type { LayoutSpecNode } from "@quorum/server";

/**
 * The `poll` layout: the forum's post assets with the poll between the original post and its
 * tags. The forum shows a discussion of type "poll" with it while this add-on is enabled.
 */
export const POLL_LAYOUTS: Readonly<Record<string, readonly LayoutSpecNode[]>> = {
  poll: [
    {
      $hydrate: "react.section.2-columns",
      breadcrumbs: [{ $hydrate: "react.breadcrumbs" }],
      mainBottom: [
        { $hydrate: "react.asset.originalPost" },
        { $hydrate: "react.poll" },
        { $hydrate: "react.asset.postTags", title: "Find more posts tagged with" },
        { $hydrate: "react.asset.postCommentThread", title: "Comments", apiParams: { sort: "dateInserted", limit: 30 } },
        { $hydrate: "react.asset.createComment" },
      ],
      secondaryBottom: [{ $hydrate: "react.newpost" }],
    },
  ],
};
