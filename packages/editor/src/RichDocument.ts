// The rich2 body format (Vanilla's Slate JSON) as this editor writes it: the one schema of the
// format, for the editor (src/client) and the renderer (renderRich.ts) alike.
// Type-only: the forms import it without pulling Slate into their chunk.

/** A run of text with its marks. */
export interface RichText {
  text: string;
  bold?: true;
  italic?: true;
  code?: true;
}

/** The marks a text run may carry (toolbar: bold, italic, inline code). */
export type RichMark = "bold" | "italic" | "code";

export interface LinkElement {
  type: "a";
  /** Checked against the link rule (`linkUrlProblem`) when inserted; the server neutralises it again. */
  url: string;
  children: RichText[];
}

/** An inline, uneditable mention of a user, rendered as `@name` linking to the profile. */
export interface MentionElement {
  type: "mention";
  userID: number;
  name: string;
  children: [RichText];
}

export type RichInline = RichText | LinkElement | MentionElement;

/** Blocks that hold text directly. */
export interface ParagraphElement {
  type: "p";
  children: RichInline[];
}
export interface HeadingElement {
  type: "h2" | "h3";
  children: RichInline[];
}
/** The text of a list item (Vanilla's "list item content"). */
export interface ListItemContentElement {
  type: "lic";
  children: RichInline[];
}
export interface QuoteLineElement {
  type: "blockquote-line";
  children: RichInline[];
}
export interface CodeLineElement {
  type: "code_line";
  children: RichText[];
}

/** Containers. */
export interface ListElement {
  type: "ul" | "ol";
  children: ListItemElement[];
}
export interface ListItemElement {
  type: "li";
  children: ListItemContentElement[];
}
export interface QuoteElement {
  type: "blockquote";
  children: QuoteLineElement[];
}
export interface CodeBlockElement {
  type: "code_block";
  children: CodeLineElement[];
}

/** An uploaded image: Vanilla's rich embed card with an image data source. */
export interface ImageElement {
  type: "rich_embed_card";
  dataSourceType: "image";
  url: string;
  embedData: { url: string; name: string; width?: number | null; height?: number | null };
  children: [RichText];
}

/** Shown while a file uploads; never part of the saved document (see `serializeRichDocument`). */
export interface UploadPlaceholderElement {
  type: "upload-placeholder";
  uploadID: string;
  name: string;
  children: [RichText];
}

export type TextBlockElement = ParagraphElement | HeadingElement | ListItemContentElement | QuoteLineElement | CodeLineElement;
export type RichElement =
  TextBlockElement | LinkElement | MentionElement | ListElement | ListItemElement | QuoteElement | CodeBlockElement | ImageElement | UploadPlaceholderElement;

/** A top-level block of a document. */
export type RichBlock = ParagraphElement | HeadingElement | ListElement | QuoteElement | CodeBlockElement | ImageElement | UploadPlaceholderElement;

/** A whole rich2 document: the JSON array stored as the body. */
export type RichDocument = RichBlock[];

/** The block types the toolbar sets ("p" also lifts a block out of a list, quote or code block). */
export type BlockKind = "p" | "h2" | "h3" | "ul" | "ol" | "blockquote" | "code_block";

/**
 * A node as a stored body may hold it, for reading untrusted or older bodies: every field of the
 * editor's shapes optional and unchecked, plus the names older editors (Vanilla's) used —
 * `link`/`href`, `bulleted-list`, `list-item`, `code-block`, `hr`, other embed cards, underline and
 * strikethrough marks. `renderRich` reads this; the editor writes only `RichDocument`.
 */
export interface StoredRichNode {
  type?: RichElement["type"] | (string & {});
  children?: StoredRichNode[];
  text?: string;
  url?: string;
  href?: string;
  name?: string;
  userID?: number;
  /** Embeds (Vanilla's `rich_embed_card`): what the card shows, and its data. */
  dataSourceType?: string;
  embedData?: { url?: unknown; name?: unknown; width?: unknown; height?: unknown };
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
}
