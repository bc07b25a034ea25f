import { defineWidget, type WidgetNode } from "@quorum/api";
import type { DiscussionListWidgetProps } from "@quorum/forum/contract";

/** What the answer thread renders: two of the forum's comment thread nodes (either may be empty). */
export interface AnswerThreadAssetProps {
  /** The page's accepted answers, titled 'Accepted Answers', no pager; null when none is accepted. */
  accepted: WidgetNode | null;
  /** The rest of the page's thread with its pager; null when nothing is left to list. */
  thread: WidgetNode | null;
}

// Q&A's widgets, each defined once for both halves (docs/addons.md, "Widgets"): the client
// registers them (`.client(load)`), the server hydrates them (`.hydrate(fn)`) with these props.

/** `react.asset.answerThread` -> AnswerThreadAsset: the accepted answers first, then the rest. */
export const answerThreadWidget = defineWidget<AnswerThreadAssetProps>({ id: "react.asset.answerThread", component: "AnswerThreadAsset" });

/**
 * `react.discussion.questions` -> the forum's DiscussionListWidget, listing questions only. It
 * renders the forum's component, which the forum's client registers; Q&A only hydrates it.
 */
export const questionsWidget = defineWidget<DiscussionListWidgetProps>({ id: "react.discussion.questions", component: "DiscussionListWidget" });
