import { cookBody, htmlExcerpt } from "@quorum/server";
import type { ArticleHeading } from "../../shared/ArticleHeading";

const HEADING = /<h([23])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1>/g;

function headingText(html: string): string {
  return htmlExcerpt(html).replace(/\s+/g, " ").trim();
}

/**
 * An article's body rendered once, when it is written: the forum's renderer and sanitizer (as
 * comments), then an anchor on each second- and third-level heading so the article page's table
 * of contents can link to it. The anchors are made of lower-case letters, digits and dashes
 * only, added to already sanitized HTML.
 */
export function cookArticleBody(body: string, format: string): { bodyHtml: string; bodyText: string; excerpt: string } {
  const cooked = cookBody(body, format);
  const used = new Set<string>();
  const bodyHtml = cooked.bodyHtml.replace(HEADING, (whole, level: string, attributes: string, inner: string) => {
    if (/\sid=/.test(attributes)) return whole;
    const base =
      headingText(inner)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 60) || "section";
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return `<h${level} id="${id}"${attributes}>${inner}</h${level}>`;
  });
  return { bodyHtml, bodyText: htmlExcerpt(bodyHtml, 1_000_000), excerpt: cooked.excerpt };
}

/** The headings of a cooked body, in order, as the table of contents lists them. */
export function articleHeadings(bodyHtml: string): ArticleHeading[] {
  const headings: ArticleHeading[] = [];
  for (const match of bodyHtml.matchAll(HEADING)) {
    const id = /\sid="([a-z0-9-]+)"/.exec(match[2] ?? "")?.[1];
    if (id) headings.push({ id, text: headingText(match[3] ?? ""), level: match[1] === "2" ? 2 : 3 });
  }
  return headings;
}
