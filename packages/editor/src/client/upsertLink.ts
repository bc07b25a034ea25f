import { Editor, Range, Transforms } from "slate";
import type { NodeEntry } from "slate";
import type { LinkElement } from "../RichDocument";
import { isElementOf } from "./richNodeTypes";

/** The link the selection is in or covers, if any. */
export function activeLink(editor: Editor, at: Range | null = editor.selection): NodeEntry<LinkElement> | undefined {
  if (!at) return undefined;
  const [entry] = Editor.nodes(editor, { at, match: (n) => isElementOf(n, "a") });
  return entry as NodeEntry<LinkElement> | undefined;
}

/**
 * Links `at` (a range saved before the link dialog took focus) to `url`, already checked with
 * `checkLinkUrl`: an existing link there gets the new address; selected text becomes the link's
 * text; at a bare caret the link is inserted with `text` (or the address) as its text.
 */
export function upsertLink(editor: Editor, at: Range, url: string, text = ""): void {
  Transforms.select(editor, at);
  const existing = activeLink(editor, at);
  if (existing) {
    Transforms.setNodes(editor, { url }, { at: existing[1] });
    return;
  }
  if (Range.isCollapsed(at)) {
    const link: LinkElement = { type: "a", url, children: [{ text: text.trim() || url }] };
    Transforms.insertNodes(editor, link);
    return;
  }
  Transforms.wrapNodes(editor, { type: "a", url, children: [] }, { split: true });
  Transforms.collapse(editor, { edge: "end" });
}

/** Turns the link at `at` back into plain text. */
export function removeLink(editor: Editor, at: Range): void {
  Transforms.unwrapNodes(editor, { at, match: (n) => isElementOf(n, "a"), split: false });
}
