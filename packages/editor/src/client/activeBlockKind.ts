import { Editor, Element } from "slate";
import type { BlockKind } from "../RichDocument";
import { isTextBlock } from "./richNodeTypes";

/** The kind of block the selection starts in, as the toolbar shows it pressed; null without a selection. */
export function activeBlockKind(editor: Editor): BlockKind | null {
  if (!editor.selection) return null;
  const [entry] = Editor.nodes(editor, { match: isTextBlock, mode: "lowest" });
  if (!entry) return null;
  const [block, path] = entry;
  switch (block.type) {
    case "p":
    case "h2":
    case "h3":
      return block.type;
    case "blockquote-line":
      return "blockquote";
    case "code_line":
      return "code_block";
    case "lic": {
      const list = Editor.above(editor, { at: path, match: (n) => Element.isElement(n) && (n.type === "ul" || n.type === "ol") });
      return list && Element.isElement(list[0]) && (list[0].type === "ul" || list[0].type === "ol") ? list[0].type : "p";
    }
  }
}
