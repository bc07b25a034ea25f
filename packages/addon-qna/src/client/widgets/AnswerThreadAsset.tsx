import { WidgetNodeRenderer } from "@quorum/core";
import type { ReactNode } from "react";
import type { AnswerThreadAssetProps } from "../../shared/widgets";

export type { AnswerThreadAssetProps };

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
