import type { RichDocument } from "./RichDocument";

/**
 * True when a document has nothing to post: only whitespace text, no mention and no image. The
 * server applies the same rule ("Body is required."), so the form can say so before sending.
 */
export function isRichDocumentEmpty(document: RichDocument): boolean {
  return !document.some(hasContent);
}

function hasContent(node: unknown): boolean {
  if (typeof node !== "object" || node === null) return false;
  const record = node as { text?: unknown; type?: unknown; children?: unknown };
  if (typeof record.text === "string") return record.text.trim() !== "";
  if (record.type === "mention" || record.type === "rich_embed_card") return true;
  return Array.isArray(record.children) && record.children.some(hasContent);
}
