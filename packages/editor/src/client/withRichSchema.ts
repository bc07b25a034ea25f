import { Editor, Element, Node, Range, Transforms } from "slate";
import { markdownShortcut } from "./markdownShortcut";
import { normalizeRichNode } from "./normalizeRichNode";
import { isElementOf, isTextBlock } from "./richNodeTypes";
import { setBlockKind } from "./setBlockKind";

/**
 * Teaches a Slate editor the rich2 shapes: links and mentions are inline, mentions and images
 * void; every edit is normalized to the shapes the server renders; and Enter/Backspace behave as
 * in a word processor in lists, quotes, code blocks and headings.
 */
export function withRichSchema(editor: Editor): Editor {
  const { isInline, isVoid, normalizeNode, insertBreak, deleteBackward, insertText } = editor;

  editor.isInline = (element) => element.type === "a" || element.type === "mention" || isInline(element);
  editor.isVoid = (element) => element.type === "mention" || element.type === "rich_embed_card" || element.type === "upload-placeholder" || isVoid(element);

  editor.normalizeNode = (entry, options) => {
    if (normalizeRichNode(editor, entry)) return;
    normalizeNode(entry, options);
  };

  editor.insertBreak = () => {
    const line = currentLine(editor);
    if (!line) return insertBreak();
    const [node, path] = line;
    const empty = Node.string(node) === "" && !node.children.some((child) => Element.isElement(child));
    if (node.type === "lic") {
      // Enter on an empty item leaves the list; otherwise it starts the next item.
      if (empty) return setBlockKind(editor, "p");
      Transforms.splitNodes(editor, { always: true, match: (n) => isElementOf(n, "li") });
      return;
    }
    if (node.type === "blockquote-line" && empty) return setBlockKind(editor, "p");
    if (node.type === "code_line" && empty && isLastChild(editor, path)) return setBlockKind(editor, "p");
    insertBreak();
    // A heading is one line: what follows it is a paragraph.
    if (node.type === "h2" || node.type === "h3") Transforms.setNodes(editor, { type: "p" }, { match: isTextBlock, mode: "lowest" });
  };

  editor.deleteBackward = (unit) => {
    const line = currentLine(editor);
    const { selection } = editor;
    if (line && selection && Range.isCollapsed(selection) && Editor.isStart(editor, selection.anchor, line[1])) {
      const [node, path] = line;
      // At the start of a list item, a heading, or the first line of a quote or code block,
      // Backspace first undoes the block's kind rather than merging it into the one above.
      const firstLine = path[path.length - 1] === 0;
      if (node.type === "lic" || node.type === "h2" || node.type === "h3" || ((node.type === "blockquote-line" || node.type === "code_line") && firstLine)) {
        return setBlockKind(editor, "p");
      }
    }
    deleteBackward(unit);
  };

  editor.insertText = (text, options) => {
    if (text === " " && markdownShortcut(editor)) return;
    insertText(text, options);
  };

  return editor;
}

function currentLine(editor: Editor) {
  if (!editor.selection || !Range.isCollapsed(editor.selection)) return undefined;
  return Editor.above(editor, { match: isTextBlock });
}

function isLastChild(editor: Editor, path: number[]): boolean {
  const parent = Node.parent(editor, path);
  return path[path.length - 1] === parent.children.length - 1;
}
