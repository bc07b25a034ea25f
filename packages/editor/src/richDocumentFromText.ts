import type { ParagraphElement, RichDocument } from "./RichDocument";

/** Plain text as a rich2 document: one paragraph per line (an empty text gives one empty paragraph). */
export function richDocumentFromText(text: string): RichDocument {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  return lines.map((line): ParagraphElement => ({ type: "p", children: [{ text: line }] }));
}
