import { t } from "@quorum/core";
import type { QuotablePost } from "../thread/CommentComposer";
import { htmlToQuoteText } from "../thread/htmlToQuoteText";
import type { QuoteElement, RichInline } from "@quorum/editor";

/**
 * A post as a rich2 quote: a first line '**Name** wrote:' linking to the post, then its text, a
 * line per paragraph (the rich counterpart of the textarea's `quoteMarkdown`). Browser only.
 */
export function quoteBlocks(post: QuotablePost): QuoteElement[] {
  const [before = "", after = ""] = t("{name} wrote:").split("{name}");
  const header: RichInline[] = [...(before ? [{ text: before }] : []), { text: post.author.name, bold: true }, ...(after ? [{ text: after }] : [])];
  const lines = htmlToQuoteText(post.bodyHtml)
    .split("\n")
    .filter((line) => line.trim() !== "");
  return [
    {
      type: "blockquote",
      children: [
        {
          type: "blockquote-line",
          children: [{ text: "" }, { type: "a", url: post.url, children: header as Array<{ text: string; bold?: true }> }, { text: "" }],
        },
        ...lines.map((line) => ({ type: "blockquote-line" as const, children: [{ text: line }] })),
      ],
    },
  ];
}
