import { forumWidgets, type DiscussionListWidgetProps } from "@quorum/forum/contract/server";
import type { HydrateContext } from "@quorum/server";
import { questionsWidget as questions } from "../../shared/widgets";

/**
 * `react.discussion.questions` -> the forum's DiscussionListWidget, listing questions only
 * (`apiParams.type` is forced to "question"; `apiParams.statusID` narrows to one status, such
 * as 1 for unanswered questions). Titled 'Questions' unless the layout says otherwise. The list is
 * the forum's, hydrated through its contract's catalog id.
 */
export const questionsWidget = questions.hydrate<HydrateContext>(async (props, ctx) => {
  const apiParams = { ...(typeof props.apiParams === "object" && props.apiParams !== null ? props.apiParams : {}), type: "question" };
  const title = typeof props.title === "string" ? props.title : "Questions";
  const list = await ctx.hydrate({ ...props, title, apiParams, $hydrate: forumWidgets.discussions.id });
  // The forum's hydrator answers its widget's props (forumWidgets.discussions): the node carries them untyped.
  return (
    (list?.$reactProps as DiscussionListWidgetProps | undefined) ?? {
      title,
      discussions: [],
      paging: { page: 1, limit: 0, total: 0 },
      apiParams,
      showPager: false,
    }
  );
});
