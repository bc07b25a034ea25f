import type { WidgetHydrator } from "@quorum/server";

/** The forum's discussion list, composed by catalog id. */
const FORUM_DISCUSSION_LIST = "react.discussion.discussions";

/**
 * `react.discussion.questions` -> the forum's DiscussionListWidget, listing questions only
 * (`apiParams.type` is forced to "question"; `apiParams.statusID` narrows to one status, such
 * as 1 for unanswered questions). Titled 'Questions' unless the layout says otherwise.
 */
export const questionsWidget: WidgetHydrator = {
  component: "DiscussionListWidget",
  async hydrate(props, ctx) {
    const apiParams = { ...(typeof props.apiParams === "object" && props.apiParams !== null ? props.apiParams : {}), type: "question" };
    const title = typeof props.title === "string" ? props.title : "Questions";
    const list = await ctx.hydrate({ ...props, title, apiParams, $hydrate: FORUM_DISCUSSION_LIST });
    return list?.$reactProps ?? { title, discussions: [], paging: { page: 1, limit: 0, total: 0 }, apiParams, showPager: false };
  },
};
