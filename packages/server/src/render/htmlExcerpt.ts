const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** A plain-text excerpt (not HTML: the client renders it as text) of rendered post HTML, for list items. */
export function htmlExcerpt(html: string, maxLength = 200): string {
  const text = html
    .replace(/<\/(p|li|h\d|blockquote|pre)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  return `${text.slice(0, maxLength).replace(/\s+\S*$/, "")}…`;
}

function decodeEntity(entity: string, code: string): string {
  if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(parseInt(code.slice(2), 16));
  if (code.startsWith("#")) return String.fromCodePoint(parseInt(code.slice(1), 10));
  return NAMED[code.toLowerCase()] ?? entity;
}
