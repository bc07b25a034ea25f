import { t } from "@quorum/core";
import type { QuotablePost } from "./CommentComposer";
import { htmlToQuoteText } from "./htmlToQuoteText";

/** Backslash-escapes what markdown would read as markup, so the quoted text shows as written. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<>#~|]/g, "\\$&")
    .replace(/^(\s*)([-+])(?=\s)/gm, "$1\\$2")
    .replace(/^(\s*\d+)([.)])(?=\s)/gm, "$1\\$2");
}

/**
 * A post as a markdown blockquote: '**Name** wrote:' linking to the post, then its text.
 * Each line is prefixed with '>' so blank lines stay inside the quote.
 */
export function quoteMarkdown(post: QuotablePost): string {
  const header = t("{name} wrote:", { name: `**${escapeMarkdown(post.author.name)}**` });
  const text = escapeMarkdown(htmlToQuoteText(post.bodyHtml));
  const lines = [`[${header}](${post.url.replace(/[()\s]/g, encodeURIComponent)})`, ...(text ? ["", ...text.split("\n")] : [])];
  return lines.map((line) => (line === "" ? ">" : `> ${line}`)).join("\n");
}
