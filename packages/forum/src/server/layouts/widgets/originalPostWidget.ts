import type { WidgetHydrator } from "@quorum/server";
import { postDiscussion } from "./postDiscussion";

/** `react.asset.originalPost` -> OriginalPostAsset: the discussion with its sanitized `bodyHtml` (not `body`/`bodyRaw`), author, tags, category. */
export const originalPostWidget: WidgetHydrator = {
  component: "OriginalPostAsset",
  async hydrate(props, ctx) {
    const discussion = await postDiscussion(ctx);
    if (!discussion) return { ...props, discussion };
    // The page shows the rendered body only: `body` repeats it and `bodyRaw` is for editing.
    const { body: _body, bodyRaw: _raw, ...shown } = discussion;
    return { ...props, discussion: shown };
  },
};
