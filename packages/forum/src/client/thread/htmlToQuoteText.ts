const BLOCKS = "p, div, li, pre, h2, h3, h4, h5, h6, tr, ul, ol, table, details, hr";

/**
 * The text of a post's (server-sanitized) HTML for quoting: paragraphs and line breaks kept,
 * images dropped, and quotes inside it left out so quoting a quote does not nest them forever.
 * Browser only: it is called when a Quote button is clicked.
 */
export function htmlToQuoteText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const body = doc.body;
  body.querySelectorAll("blockquote, img, script, style").forEach((element) => element.remove());
  body.querySelectorAll("br").forEach((br) => br.replaceWith("\n"));
  body.querySelectorAll(BLOCKS).forEach((block) => block.append("\n\n"));
  return (body.textContent ?? "")
    .replace(/\u00a0/g, " ")
    .split("\n")
    .map((line) => line.replace(/\s+$/, ""))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
