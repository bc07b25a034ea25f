/**
 * `text` with the address it answered taken out, in each form a page writes it (as is, URI- and
 * component-encoded, HTML-escaped): an answer may echo what was asked (a sign-in link's `Target`,
 * the page's inlined request), which is the asker's own words.
 */
export function withoutOwnPath(text: string, path: string): string {
  let out = text;
  for (const form of [path, encodeURI(path), encodeURIComponent(path), path.replaceAll("&", "&amp;")]) out = out.replaceAll(form, "{asked}");
  return out;
}

/**
 * An answer's body as compared with its missing twin's: the asked address taken out
 * (`withoutOwnPath`), and the numbers (ids, sizes) and per-response nonces, which differ anyway.
 */
export function comparable(body: string, path: string): string {
  return withoutOwnPath(body, path)
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/[0-9]+/g, "#");
}
