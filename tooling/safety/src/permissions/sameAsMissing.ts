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
 * (`withoutOwnPath`), and its words too (a page's inlined lookup holds the url code asked,
 * `"categoryID":"staff-lounge"`), then the numbers (ids, sizes) and per-response nonces, which
 * differ anyway.
 */
export function comparable(body: string, path: string): string {
  let out = withoutOwnPath(body, path);
  const words = path.split(/[/?&=]/).filter((word) => word.length >= 4 && /[a-z]/i.test(word));
  for (const word of words.sort((a, b) => b.length - a.length)) out = out.replaceAll(word, "{word}");
  return out.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/[0-9]+/g, "#");
}
