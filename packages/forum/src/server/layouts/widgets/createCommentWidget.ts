import type { HydrateContext } from "@quorum/server";
import { forumWidgets } from "../../../contract/forumWidgets";
import { postDiscussion } from "./postDiscussion";

/** `react.asset.createComment` -> CreateCommentAsset: where a reply goes; the client checks `comments.add` in `categoryID`. */
export const createCommentWidget = forumWidgets.createComment.hydrate<HydrateContext>(async (props, ctx) => {
  const discussion = await postDiscussion(ctx);
  return {
    ...props,
    discussionID: discussion?.discussionID ?? null,
    categoryID: discussion?.categoryID ?? null,
    closed: discussion?.closed ?? false,
  };
});
