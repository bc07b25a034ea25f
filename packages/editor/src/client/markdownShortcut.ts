import { Editor, Range, Transforms } from "slate";
import type { BlockKind } from "../RichDocument";
import { isElementOf, isTextBlock } from "./richNodeTypes";
import { setBlockKind } from "./setBlockKind";

const SHORTCUTS: Readonly<Record<string, BlockKind>> = {
  "-": "ul",
  "*": "ul",
  "1.": "ol",
  ">": "blockquote",
  "##": "h2",
  "###": "h3",
  "```": "code_block",
};

/**
 * Markdown habits at the start of a paragraph: typing "- ", "1. ", "> ", "## ", "### " or "``` "
 * turns it into that block. Answers true when the space was taken as a shortcut.
 */
export function markdownShortcut(editor: Editor): boolean {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return false;
  const above = Editor.above(editor, { match: isTextBlock });
  if (!above || !isElementOf(above[0], "p")) return false;
  const start = Editor.start(editor, above[1]);
  const range = { anchor: start, focus: selection.anchor };
  const kind = SHORTCUTS[Editor.string(editor, range)];
  if (!kind) return false;
  Transforms.delete(editor, { at: range });
  setBlockKind(editor, kind);
  return true;
}
