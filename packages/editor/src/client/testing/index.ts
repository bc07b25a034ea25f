// Test helpers for code that renders the rich editor in jsdom. This entry first teaches jsdom
// what Slate needs (see enableEditingInJsdom): import it before anything that loads the editor.
import "./enableEditingInJsdom";

export { placeCaret } from "./placeCaret";
export { typeKeys } from "./typeKeys";
export { typeIntoRichEditor } from "./typeIntoRichEditor";
