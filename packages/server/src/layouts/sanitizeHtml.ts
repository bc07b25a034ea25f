import sanitize from "sanitize-html";

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, "img", "h1", "h2"],
  allowedAttributes: {
    ...sanitize.defaults.allowedAttributes,
    img: ["src", "alt", "title", "width", "height", "loading"],
    "*": ["class"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
};

/** Allowlist sanitizing of layout HTML (the `react.html` widget): no scripts, handlers or unsafe URLs. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
