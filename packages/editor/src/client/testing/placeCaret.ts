import { act, fireEvent } from "@testing-library/react";

/**
 * Test code only: puts the caret (or, with `length`, a selection) in a Slate editor's text, as a
 * click would, and lets Slate read it. `at` counts characters from the start of the editor's text,
 * or "end". jsdom has no layout, so a real click cannot place a caret.
 */
export async function placeCaret(editable: HTMLElement, at: number | "end" = "end", length = 0): Promise<void> {
  editable.focus();
  const texts = textNodes(editable);
  const total = texts.reduce((sum, node) => sum + lengthOf(node), 0);
  const start = at === "end" ? total : at;
  const selection = document.getSelection();
  if (!selection) throw new Error("No selection in this document.");
  // "end" is the very last text, even an empty line after the last characters.
  const last = texts[texts.length - 1];
  const anchor = at === "end" && last ? { node: last, offset: lengthOf(last) } : locate(texts, start);
  const focus = length === 0 ? anchor : locate(texts, start + length);
  selection.setBaseAndExtent(anchor.node, anchor.offset, focus.node, focus.offset);
  await act(async () => {
    fireEvent(document, new Event("selectionchange"));
    // Slate reads the selection on a throttle.
    await new Promise((resolve) => setTimeout(resolve, 120));
  });
}

// Slate's zero-width placeholders ("\uFEFF") in empty lines count as no text.
function textNodes(root: HTMLElement): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest("[contenteditable='false']") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const found: Text[] = [];
  while (walker.nextNode()) found.push(walker.currentNode as Text);
  return found;
}

function locate(texts: Text[], offset: number): { node: Node; offset: number } {
  let remaining = offset;
  for (const node of texts) {
    const length = lengthOf(node);
    if (remaining <= length) return { node, offset: node.data === "\uFEFF" ? 0 : remaining };
    remaining -= length;
  }
  const last = texts[texts.length - 1];
  if (!last) throw new Error("The editor has no text node.");
  return { node: last, offset: last.data === "\uFEFF" ? 0 : last.data.length };
}

function lengthOf(node: Text): number {
  return node.data === "\uFEFF" ? 0 : node.data.length;
}
