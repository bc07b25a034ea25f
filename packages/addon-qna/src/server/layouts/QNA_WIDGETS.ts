import { answerThreadWidget } from "./answerThreadWidget";
import { questionsWidget } from "./questionsWidget";

/** The add-on's layout catalog entries: the server halves of its shared widgets (`shared/widgets.ts`). */
export const QNA_WIDGETS = [answerThreadWidget, questionsWidget];
