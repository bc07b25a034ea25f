import { escapeHtml } from "@quorum/api";

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/** Plain text to HTML: escaped, blank lines make paragraphs, single newlines make line breaks, http(s) URLs become links. */
export function renderText(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .trim()
    .split(/\n{2,}/);
  return paragraphs
    .filter((p) => p.trim() !== "")
    .map((p) => `<p>${p.split("\n").map(linkify).join("<br>")}</p>`)
    .join("");
}

function linkify(line: string): string {
  let out = "";
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    out += escapeHtml(line.slice(last, start));
    const url = escapeHtml(match[0]);
    out += `<a href="${url}" rel="nofollow ugc noopener">${url}</a>`;
    last = start + match[0].length;
  }
  return out + escapeHtml(line.slice(last));
}
