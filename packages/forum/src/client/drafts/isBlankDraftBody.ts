import { isRichDocumentEmpty, parseRichDocument } from "@quorum/editor";

/** Whether a body has nothing in it: blank text, or a rich2 document of empty paragraphs. */
export function isBlankDraftBody(body: string, format: string): boolean {
  if (body.trim() === "") return true;
  return format === "rich2" && isRichDocumentEmpty(parseRichDocument(body));
}
