import { Editor, Element, Transforms } from "slate";
import type { Node, Path } from "slate";
import type { RichBlock, UploadPlaceholderElement } from "../RichDocument";
import { isBlockVoid } from "./richNodeTypes";

/**
 * Puts a placeholder for a file being uploaded after the top-level block the caret is in (images
 * are top-level blocks) and after the images and uploads already there, so files added one after
 * another stay in that order. `replaceUploadPlaceholder` swaps it for the real thing.
 */
export function insertUploadPlaceholder(editor: Editor, uploadID: string, name: string): void {
  const placeholder: UploadPlaceholderElement = { type: "upload-placeholder", uploadID, name, children: [{ text: "" }] };
  let at = (editor.selection ? (editor.selection.anchor.path[0] ?? -1) : editor.children.length - 1) + 1;
  for (let next = editor.children[at]; next !== undefined && isBlockVoid(next); next = editor.children[at]) at++;
  Transforms.insertNodes(editor, placeholder, { at: [at], select: false });
}

/** Swaps the upload's placeholder for `blocks` (none when the upload failed); no-op if it was deleted meanwhile. */
export function replaceUploadPlaceholder(editor: Editor, uploadID: string, blocks: RichBlock[]): void {
  const path = placeholderPath(editor, uploadID);
  if (!path) return;
  Editor.withoutNormalizing(editor, () => {
    Transforms.removeNodes(editor, { at: path });
    if (blocks.length > 0) Transforms.insertNodes(editor, blocks, { at: path, select: false });
  });
}

function placeholderPath(editor: Editor, uploadID: string): Path | undefined {
  const [entry] = Editor.nodes(editor, {
    at: [],
    match: (n: Node) => Element.isElement(n) && n.type === "upload-placeholder" && n.uploadID === uploadID,
  });
  return entry?.[1];
}
