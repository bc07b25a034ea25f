const SAFE_SCHEMES = new Set(["http", "https", "tel", "mailto"]);

/**
 * The link rule of spec §5: http, https, tel, mailto, relative and anchor links pass; a
 * `javascript:` link becomes "/"; any other scheme is prefixed "unsafe:" so it cannot run.
 */
export function safeHref(href: string): string {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so do we.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return href.trim();
  if (SAFE_SCHEMES.has(scheme)) return href.trim();
  if (scheme === "javascript" || scheme === "vbscript") return "/";
  return `unsafe:${compact}`;
}
