import type { LayoutSpecNode } from "@quorum/server";

/**
 * The `question` layout (after Vanilla's Q&A question template): the forum's post assets, with
 * the answer thread (accepted answers first) in place of the plain comment thread. The forum
 * shows a discussion of type "question" with it while this add-on is enabled.
 */
export const QNA_LAYOUTS: Readonly<Record<string, readonly LayoutSpecNode[]>> = {
  question: [
    {
      $hydrate: "react.section.2-columns",
      breadcrumbs: [{ $hydrate: "react.breadcrumbs" }],
      mainBottom: [
        { $hydrate: "react.asset.originalPost" },
        { $hydrate: "react.asset.postTags", title: "Find more posts tagged with" },
        { $hydrate: "react.asset.answerThread", title: "Comments", apiParams: { sort: "dateInserted", limit: 30 } },
        { $hydrate: "react.asset.createComment" },
      ],
      secondaryBottom: [{ $hydrate: "react.newpost" }],
    },
  ],
};
