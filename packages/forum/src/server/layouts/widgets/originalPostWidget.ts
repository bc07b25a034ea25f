import type { HydrateContext } from "@quorum/server";
import { forumWidgets } from "../../../contract/forumWidgets";
import { postDiscussion } from "./postDiscussion";

/** `react.asset.originalPost` -> OriginalPostAsset: the discussion with its sanitized `bodyHtml` (not `body`/`bodyRaw`), author, tags, category. */
export const originalPostWidget = forumWidgets.originalPost.hydrate<HydrateContext>(async (props, ctx) => {
  const discussion = await postDiscussion(ctx);
  if (!discussion) return { ...props, discussion };
  // The page shows the rendered body only: `body` repeats it and `bodyRaw` is for editing.
  const { body: _body, bodyRaw: _raw, ...shown } = discussion;
  return { ...props, discussion: shown };
});
