// A link in a post as shown: an anchor with an address, or an address written out (the text
// format's bare "www.example.com" too, which readers would follow by hand).
const LINK = /<a\s[^>]*href\s*=|\b(?:https?:\/\/|www\.)[^\s<]/i;

/** Whether a post's rendered body holds a link. */
export function hasLink(bodyHtml: string): boolean {
  return LINK.test(bodyHtml);
}
