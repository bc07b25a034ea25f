import { forumLayouts } from "@quorum/forum/contract/server";
import { place, type Placement } from "@quorum/server";
import { featuredArticlesWidget } from "../../shared/widgets";

/**
 * The knowledge base's placements on the forum's pages (docs/addons.md, "Placements"): its featured
 * articles in the home page's side column, after Q&A's unanswered questions when Q&A is on (last
 * otherwise). Gone while the knowledge base is disabled; a viewer who may read no featured article
 * gets nothing there.
 */
export const KNOWLEDGE_PLACEMENTS: readonly Placement[] = [
  place({
    layout: forumLayouts.home,
    at: "secondary",
    id: "knowledge.featuredArticles",
    widget: featuredArticlesWidget,
    props: { title: "Featured Articles", limit: 5 },
    order: "after:qna.unansweredQuestions",
  }),
];
