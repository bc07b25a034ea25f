/**
 * The JSON text that response data was parsed from, kept by API clients made with `keepJsonText`
 * (the server render's), so the page's inlined state reuses the text rather than serialising the
 * same data again (`serializeState`). Held weakly: it goes when the data goes. Only valid while
 * the data is not mutated, which cached query data never is.
 */
const texts = new WeakMap<object, string>();

export function keepJsonText(data: unknown, text: string): void {
  if (typeof data === "object" && data !== null) texts.set(data, text);
}

/** The JSON text `data` was parsed from, if it was kept. */
export function jsonTextOf(data: object): string | undefined {
  return texts.get(data);
}
