/** Who may show the site in a frame: `'none'` (the default), `'self'`, or origins such as `https://blog.example`. */
export type FrameAncestors = readonly string[];

/**
 * The Content-Security-Policy of a response. A page (`nonce` given) runs only the site's own
 * files and the inline scripts and theme style the server render marked with the request's nonce
 * (the early-events script and the page state): no `'unsafe-inline'` script, no `eval`. Inline
 * `style` attributes stay allowed (`style-src-attr`): React renders a few (a skeleton's height, a
 * signature's image height), and an attribute cannot run code. Images may come from anywhere,
 * as posts link them. Anything else (the API's JSON, built files) gets nothing at all
 * (`default-src 'none'`): such a response opened as a document runs nothing.
 */
export function contentSecurityPolicy(options: { nonce?: string; frameAncestors: FrameAncestors }): string {
  const ancestors = `frame-ancestors ${options.frameAncestors.join(" ")}`;
  if (options.nonce === undefined) return `default-src 'none'; ${ancestors}; base-uri 'none'; form-action 'none'`;
  const nonce = `'nonce-${options.nonce}'`;
  return [
    "default-src 'self'",
    `script-src 'self' ${nonce}`,
    `style-src 'self' ${nonce}`,
    "style-src-attr 'unsafe-inline'",
    "img-src * data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ancestors,
  ].join("; ");
}

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * Reads the allowed framing origins from text such as `QUORUM_FRAME_ANCESTORS` ("https://a.example
 * https://b.example", or "'self'"); empty means `'none'`. Anything else is refused at start-up, so a
 * typo cannot open the policy (or break it).
 */
export function parseFrameAncestors(text: string | undefined): FrameAncestors {
  const entries = (text ?? "").split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return ["'none'"];
  for (const entry of entries) {
    if (entry !== "'self'" && !ORIGIN.test(entry))
      throw new Error(`QUORUM_FRAME_ANCESTORS: "${entry}" is not an origin such as https://example.com, nor 'self'.`);
  }
  return entries;
}
