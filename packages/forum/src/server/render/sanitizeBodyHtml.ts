import sanitizeHtml from "sanitize-html";
import { safeHref } from "./safeHref";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "div", "span", "strong", "b", "em", "i", "u", "s", "del", "ins", "sub", "sup", "mark",
    "code", "pre", "blockquote", "ul", "ol", "li", "h2", "h3", "h4", "h5", "h6", "a", "img",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "details", "summary",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    code: ["class"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  // "unsafe" is the prefix safeHref gives neutralised links: kept visible, never runnable.
  allowedSchemes: ["http", "https", "tel", "mailto", "unsafe"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: true,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template"],
  transformTags: {
    // A page's only h1 is its title; headings in posts start one level below.
    h1: "h2",
    a: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs };
      if (attribs.href !== undefined) next.href = safeHref(attribs.href);
      if (/^(https?:)?\/\//i.test(next.href ?? "")) {
        next.rel = "nofollow ugc noopener";
        if (attribs.target !== undefined) next.target = "_blank";
      } else {
        delete next.target;
      }
      return { tagName, attribs: next };
    },
  },
};

/** Sanitizes post HTML through the allowlist: only formatting tags, links per spec §5, no scripts or handlers. */
export function sanitizeBodyHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
