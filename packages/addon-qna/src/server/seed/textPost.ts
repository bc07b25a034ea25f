/** A plain-text post body the way the forum stores one: the text, its sanitized HTML and an excerpt. */
export interface TextPost {
  body: string;
  format: "text";
  bodyHtml: string;
  excerpt: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Renders demo text as the forum renders its "text" format (escaped; blank lines make
 * paragraphs, single newlines line breaks), so seeded posts look like posted ones.
 */
export function textPost(text: string): TextPost {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
  const paragraphs = text.trim().split(/\n{2,}/);
  const bodyHtml = paragraphs.map((p) => `<p>${p.split("\n").map(escape).join("<br>")}</p>`).join("");
  const plain = paragraphs.join(" ").replace(/\s+/g, " ");
  return { body: text, format: "text", bodyHtml, excerpt: plain.length <= 200 ? plain : `${plain.slice(0, 200).replace(/\s+\S*$/, "")}…` };
}
