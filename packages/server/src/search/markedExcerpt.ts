import { escapeHtml } from "@quorum/api";

/** Marks `ts_headline` puts around matched words (`SEARCH_HEADLINE_OPTIONS`); control characters no text is left holding. */
const START = "\u0001";
const STOP = "\u0002";

/**
 * `ts_headline` options: a passage of 15 to 35 words with the matches (a short body whole), between the marks above. Use
 * with `searchHeadlineText(...)` as the document, which removes the marks from the text first.
 */
export const SEARCH_HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, ShortWord=2`;

/** SQL: the plain text of stored HTML as the excerpt's document (marks removed, long bodies cut). */
export function searchHeadlineText(htmlColumn: string): string {
  return `translate(left(quorum_search_text(${htmlColumn}), 20000), E'\\x01\\x02', '')`;
}

/**
 * A headline from the database as sanitized HTML: every character escaped, the matched words in
 * `<mark>`. The text comes from stored bodies, so nothing in it becomes markup; only the marks do.
 */
export function markedExcerpt(headline: string): { body: string; excerpt: string } {
  let text = headline.replace(/\s+/g, " ").trim();
  // Marks come in pairs; should one ever be cut off, none is kept rather than an open <mark>.
  if (text.split(START).length !== text.split(STOP).length) text = text.replaceAll(START, "").replaceAll(STOP, "");
  const body = escapeHtml(text).replaceAll(START, "<mark>").replaceAll(STOP, "</mark>");
  return { body, excerpt: text.replaceAll(START, "").replaceAll(STOP, "") };
}
