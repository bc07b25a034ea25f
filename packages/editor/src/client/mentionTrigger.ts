import { Editor, Node, Range, Text } from "slate";
import { isElementOf } from "./richNodeTypes";

/** What the writer is typing after an `@`, and where it is (replaced by the mention when chosen). */
export interface MentionTrigger {
  search: string;
  range: Range;
}

// "@" at the start of the text or after a space or an opening bracket, then the name so far.
const TRIGGER = /(?:^|[\s([{"'])@([^\s@]{1,50})$/u;

/** The mention being typed at the caret, or null (a selection, a code block, no `@` word before the caret). */
export function mentionTrigger(editor: Editor): MentionTrigger | null {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return null;
  const { anchor } = selection;
  if (Editor.above(editor, { at: anchor, match: (n) => isElementOf(n, "code_line") })) return null;
  const leaf = Node.get(editor, anchor.path);
  if (!Text.isText(leaf)) return null;
  const match = TRIGGER.exec(leaf.text.slice(0, anchor.offset));
  const search = match?.[1];
  if (search === undefined) return null;
  const start = { path: anchor.path, offset: anchor.offset - search.length - 1 };
  return { search, range: { anchor: start, focus: anchor } };
}
