import sanitize from "sanitize-html";
import { safeHref } from "./safeHref";

/**
 * The named uses of the one sanitizer policy:
 * - `body`: posts (discussions, comments, and any add-on's bodies): formatting, links per spec §5,
 *   images, tables; headings start at h2 (a page's only h1 is its title).
 * - `signature`: a line or two under every post of its author: the body policy without headings,
 *   tables, details or code blocks, which would outweigh the post they sit under.
 * - `layout`: a site manager's HTML in a layout (the `react.html` widget): the body policy plus
 *   h1, sectioning tags (sanitize-html's default list), `class` attributes for the theme's
 *   styles, and `loading` on images.
 */
export type SanitizeProfile = "body" | "signature" | "layout";

const BODY_TAGS = [
  "p",
  "br",
  "hr",
  "div",
  "span",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "sub",
  "sup",
  "mark",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "a",
  "img",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "caption",
  "details",
  "summary",
];
const NOT_IN_SIGNATURES = new Set(["h2", "h3", "h4", "h5", "h6", "pre", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "details", "summary"]);

const BODY: sanitize.IOptions = {
  allowedTags: BODY_TAGS,
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

const PROFILES: Readonly<Record<SanitizeProfile, sanitize.IOptions>> = {
  body: BODY,
  // A heading's text stays (as text): "discard" drops the tag, not what it holds.
  signature: { ...BODY, allowedTags: BODY_TAGS.filter((tag) => !NOT_IN_SIGNATURES.has(tag)), transformTags: { a: BODY.transformTags?.a ?? "a" } },
  layout: {
    ...BODY,
    allowedTags: [...new Set(["h1", ...sanitize.defaults.allowedTags, ...BODY_TAGS])],
    allowedAttributes: { ...BODY.allowedAttributes, img: ["src", "alt", "title", "width", "height", "loading"], "*": ["class"] },
    allowedClasses: undefined,
    transformTags: { a: BODY.transformTags?.a ?? "a" },
  },
};

/**
 * Sanitizes HTML through the allowlist of `profile`: only the profile's tags and attributes,
 * links per spec §5 (unsafe schemes neutralised, outside links `rel="nofollow ugc noopener"`),
 * never scripts, styles or event handlers. The one sanitizer of the site: every format a body
 * may be stored in goes through it (`renderBody`), and so does layout HTML.
 */
export function sanitizeHtml(html: string, profile: SanitizeProfile): string {
  return sanitize(html, PROFILES[profile]);
}
