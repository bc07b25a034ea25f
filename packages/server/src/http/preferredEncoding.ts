/** The encodings the site compresses with, best first (used to break ties between equal q-values). */
const SUPPORTED = ["br", "gzip"] as const;
export type ContentEncoding = (typeof SUPPORTED)[number];

/**
 * The compression to answer with, from a request's Accept-Encoding: the supported encoding with
 * the highest q-value (brotli on a tie), `*` standing for any not named; undefined for none
 * (no header, `identity`, or every supported one refused with `q=0`).
 */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(",") : header).split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => /^q=/i.test(param));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of SUPPORTED) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
