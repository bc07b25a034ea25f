import type { WidgetHydrator } from "@quorum/server";
import { answerThreadWidget } from "./answerThreadWidget";
import { questionsWidget } from "./questionsWidget";

/** The add-on's layout catalog entries. */
export const QNA_WIDGETS: Readonly<Record<string, WidgetHydrator>> = {
  "react.asset.answerThread": answerThreadWidget,
  "react.discussion.questions": questionsWidget,
};
