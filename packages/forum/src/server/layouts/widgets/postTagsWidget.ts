import type { HydrateContext } from "@quorum/server";
import { forumWidgets } from "../../../contract/forumWidgets";
import { postDiscussion } from "./postDiscussion";

/** `react.asset.postTags` -> PostTagsAsset: the discussion's tags under a title. */
export const postTagsWidget = forumWidgets.postTags.hydrate<HydrateContext>(async (props, ctx) => {
  const discussion = await postDiscussion(ctx);
  return {
    ...props,
    title: typeof props.title === "string" ? props.title : "Find more posts tagged with",
    tags: discussion?.tags ?? [],
  };
});
