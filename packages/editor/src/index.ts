// The isomorphic entry of @quorum/editor: the rich2 document format, for browsers and servers.
// No React, no Slate and no DOM here (the client entry has the editor): a server renders bodies
// with `renderRich`, a form checks a body with `isRichDocumentEmpty` without loading the editor.

export type {
  BlockKind,
  CodeBlockElement,
  CodeLineElement,
  HeadingElement,
  ImageElement,
  LinkElement,
  ListElement,
  ListItemContentElement,
  ListItemElement,
  MentionElement,
  ParagraphElement,
  QuoteElement,
  QuoteLineElement,
  RichBlock,
  RichDocument,
  RichElement,
  RichInline,
  RichMark,
  RichText,
  StoredRichNode,
  TextBlockElement,
  UploadPlaceholderElement,
} from "./RichDocument";
export { parseRichDocument } from "./parseRichDocument";
export { serializeRichDocument } from "./serializeRichDocument";
export { isRichDocumentEmpty } from "./isRichDocumentEmpty";
export { richDocumentFromText } from "./richDocumentFromText";
export { checkLinkUrl, LINK_URL_ERROR } from "./checkLinkUrl";
export type { LinkUrlCheck } from "./checkLinkUrl";
export { renderRich } from "./renderRich";
