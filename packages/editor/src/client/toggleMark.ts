import { Editor } from "slate";
import type { RichMark } from "../RichDocument";
import { isElementOf } from "./richNodeTypes";

/** True when the text at the selection (or what will be typed next) has the mark. */
export function isMarkActive(editor: Editor, mark: RichMark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

/** Bold, italic or inline code on or off for the selection; code blocks take no marks. */
export function toggleMark(editor: Editor, mark: RichMark): void {
  if (!editor.selection) return;
  if (Editor.above(editor, { match: (n) => isElementOf(n, "code_line") })) return;
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}
