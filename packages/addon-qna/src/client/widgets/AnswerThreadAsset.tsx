import { WidgetNodeRenderer } from "@quorum/core";
import type { WidgetNode } from "@quorum/api";
import type { ReactNode } from "react";

export interface AnswerThreadAssetProps {
  /** The forum's comment thread holding the page's accepted answers; null when none is accepted. */
  accepted: WidgetNode | null;
  /** The forum's comment thread of the rest of the page, with its pager; null when nothing is left. */
  thread: WidgetNode | null;
}

/**
 * `react.asset.answerThread`: a question's answers, accepted first. Both parts are the forum's own
 * comment thread nodes, so comments look, page and take slot items exactly as on a discussion.
 */
export default function AnswerThreadAsset({ accepted, thread }: AnswerThreadAssetProps): ReactNode {
  return (
    <>
      {accepted && <WidgetNodeRenderer node={accepted} />}
      {thread && <WidgetNodeRenderer node={thread} />}
    </>
  );
}
