import type { WidgetHydrator } from "@quorum/server";
import { postDiscussion } from "./postDiscussion";

/** `react.asset.originalPost` -> OriginalPostAsset: the discussion with its sanitized `bodyHtml`, author, tags, category. */
export const originalPostWidget: WidgetHydrator = {
  component: "OriginalPostAsset",
  async hydrate(props, ctx) {
    return { ...props, discussion: await postDiscussion(ctx) };
  },
};
