import type { WidgetHydrator } from "@quorum/server";
import { postDiscussion } from "./postDiscussion";

/** `react.asset.createComment` -> CreateCommentAsset: where a reply goes; the client checks `comments.add` in `categoryID`. */
export const createCommentWidget: WidgetHydrator = {
  component: "CreateCommentAsset",
  async hydrate(props, ctx) {
    const discussion = await postDiscussion(ctx);
    return {
      ...props,
      discussionID: discussion?.discussionID ?? null,
      categoryID: discussion?.categoryID ?? null,
      closed: discussion?.closed ?? false,
    };
  },
};
