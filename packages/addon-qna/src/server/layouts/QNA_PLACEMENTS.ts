import { forumLayouts } from "@quorum/forum/contract/server";
import { place, type Placement } from "@quorum/server";
import { QNA_STATUS } from "../../shared/QNA_STATUS";
import { questionsWidget } from "../../shared/widgets";

/**
 * Q&A's placements on the forum's pages: the unanswered questions in the home page's side column,
 * after the forum's new-post menu (docs/addons.md, "Placements"). Gone while Q&A is disabled.
 */
export const QNA_PLACEMENTS: readonly Placement[] = [
  place({
    layout: forumLayouts.home,
    at: "secondary",
    id: "qna.unansweredQuestions",
    widget: questionsWidget,
    props: { title: "Unanswered Questions", apiParams: { statusID: QNA_STATUS.unanswered, limit: 5 }, showPager: false },
    order: "after:forum.newPost",
  }),
];
