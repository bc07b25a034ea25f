import type { RichDocument } from "./RichDocument";
import { richDocumentFromText } from "./richDocumentFromText";

type LooseNode = Record<string, unknown>;

/**
 * A stored rich2 body (or the editor's own JSON) as a document Slate can hold. Slate throws on
 * malformed nodes, and bodies may come from older editors or imports: an element without
 * children gets an empty text, anything that is neither text nor element is dropped, and a
 * body that is not a JSON array is taken as plain text rather than lost.
 */
export function parseRichDocument(json: string): RichDocument {
  if (json.trim() === "") return richDocumentFromText("");
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return richDocumentFromText(json);
  }
  if (!Array.isArray(parsed)) return richDocumentFromText(json);
  const blocks = parsed.map(repairNode).filter((node): node is LooseNode => node !== null && typeof node.text !== "string");
  return (blocks.length > 0 ? blocks : richDocumentFromText("")) as unknown as RichDocument;
}

function repairNode(node: unknown): LooseNode | null {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return null;
  const record = node as LooseNode;
  if (typeof record.text === "string") return record;
  if (typeof record.type !== "string") return null;
  const children = Array.isArray(record.children) ? record.children.map(repairNode).filter((child): child is LooseNode => child !== null) : [];
  return { ...record, children: children.length > 0 ? children : [{ text: "" }] };
}
