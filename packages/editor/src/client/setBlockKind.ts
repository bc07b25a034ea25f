import { Editor, Element, Transforms } from "slate";
import type { Path } from "slate";
import type { BlockKind } from "../RichDocument";
import { activeBlockKind } from "./activeBlockKind";
import { isContainer, isTextBlock } from "./richNodeTypes";

const LINE_OF: Readonly<Record<"ul" | "ol" | "blockquote" | "code_block", "lic" | "blockquote-line" | "code_line">> = {
  ul: "lic",
  ol: "lic",
  blockquote: "blockquote-line",
  code_block: "code_line",
};

/**
 * Makes the selected blocks paragraphs, headings, a list, a quote or a code block. The blocks are
 * first taken out of any list, quote or code block they were in (splitting it around them), then
 * given the new shape. Choosing the kind they already have turns them back into paragraphs.
 */
export function setBlockKind(editor: Editor, kind: BlockKind): void {
  if (!editor.selection) return;
  const target: BlockKind = kind !== "p" && activeBlockKind(editor) === kind ? "p" : kind;
  Editor.withoutNormalizing(editor, () => {
    Transforms.setNodes(editor, { type: "p" }, { match: isTextBlock, mode: "lowest" });
    // Innermost first: a list item comes out of its list item wrapper, then out of its list.
    Transforms.unwrapNodes(editor, { match: (n) => Element.isElement(n) && n.type === "li", split: true, mode: "all" });
    Transforms.unwrapNodes(editor, { match: (n) => isContainer(n), split: true, mode: "all" });
    if (target === "p") return;
    if (target === "h2" || target === "h3") {
      Transforms.setNodes(editor, { type: target }, { match: isTextBlock, mode: "lowest" });
      return;
    }
    const line = LINE_OF[target];
    Transforms.setNodes(editor, { type: line }, { match: isTextBlock, mode: "lowest" });
    if (target === "ul" || target === "ol") {
      // One list item per line: wrapNodes over a range would put them all in one.
      const lines = Array.from(Editor.nodes(editor, { match: (n) => Element.isElement(n) && n.type === "lic" }), ([, path]) => path);
      for (const path of lines.reverse() as Path[]) Transforms.wrapNodes(editor, { type: "li", children: [] }, { at: path });
      Transforms.wrapNodes(editor, { type: target, children: [] }, { match: (n) => Element.isElement(n) && n.type === "li" });
      return;
    }
    Transforms.wrapNodes(editor, { type: target, children: [] }, { match: (n) => Element.isElement(n) && n.type === line });
  });
}
