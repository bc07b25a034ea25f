import type { RichBlock, RichDocument } from "./RichDocument";

/**
 * The JSON stored as a rich2 body. Upload placeholders are the editor's own business while a file
 * is on its way, and so are the empty paragraphs it keeps at the end (there is always one after
 * an image, to type in): both are left out, so a post sent mid-upload holds no half-made image
 * and no trailing blank lines.
 */
export function serializeRichDocument(document: RichDocument): string {
  const blocks = document.filter((block) => block.type !== "upload-placeholder");
  while (blocks.length > 1 && isEmptyParagraph(blocks[blocks.length - 1])) blocks.pop();
  return JSON.stringify(blocks.length > 0 ? blocks : [{ type: "p", children: [{ text: "" }] }]);
}

function isEmptyParagraph(block: RichBlock | undefined): boolean {
  return block?.type === "p" && block.children.every((child) => "text" in child && child.text === "" && !("type" in child));
}
