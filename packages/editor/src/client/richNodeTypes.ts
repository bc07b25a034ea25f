import { Element } from "slate";
import type { Node } from "slate";
import type { CodeBlockElement, ImageElement, ListElement, QuoteElement, RichElement, TextBlockElement, UploadPlaceholderElement } from "../RichDocument";

/** Element types that hold text directly (what the caret sits in). */
const TEXT_BLOCK_TYPES: ReadonlySet<string> = new Set(["p", "h2", "h3", "lic", "blockquote-line", "code_line"]);

/** Containers and the only kind of child each holds. */
export const CONTAINER_CHILD: Readonly<Record<string, string>> = {
  ul: "li",
  ol: "li",
  li: "lic",
  blockquote: "blockquote-line",
  code_block: "code_line",
};

/** Text-holding lines and the container each belongs in. */
export const LINE_PARENT: Readonly<Record<string, readonly string[]>> = {
  lic: ["li"],
  "blockquote-line": ["blockquote"],
  code_line: ["code_block"],
  li: ["ul", "ol"],
};

export function isElementOf<T extends RichElement["type"]>(node: Node, ...types: T[]): node is Extract<RichElement, { type: T }> {
  return Element.isElement(node) && (types as string[]).includes(node.type);
}

export function isTextBlock(node: Node): node is TextBlockElement {
  return Element.isElement(node) && TEXT_BLOCK_TYPES.has(node.type);
}

export function isContainer(node: Node): node is ListElement | QuoteElement | CodeBlockElement | Extract<RichElement, { type: "li" }> {
  return Element.isElement(node) && node.type in CONTAINER_CHILD;
}

export function isBlockVoid(node: Node): node is ImageElement | UploadPlaceholderElement {
  return isElementOf(node, "rich_embed_card", "upload-placeholder");
}
