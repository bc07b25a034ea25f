import type { WidgetHydrator } from "@quorum/server";
import { postDiscussion } from "./postDiscussion";

/** `react.asset.postTags` -> PostTagsAsset: the discussion's tags under a title. */
export const postTagsWidget: WidgetHydrator = {
  component: "PostTagsAsset",
  async hydrate(props, ctx) {
    const discussion = await postDiscussion(ctx);
    return {
      ...props,
      title: typeof props.title === "string" ? props.title : "Find more posts tagged with",
      tags: discussion?.tags ?? [],
    };
  },
};
