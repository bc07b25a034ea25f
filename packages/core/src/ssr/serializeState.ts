const unsafe = /[<\u2028\u2029]/g;
const escapes: Readonly<Record<string, string>> = { "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/**
 * JSON for an inline `<script>`: `<` becomes `\u003c`, so no content (a discussion titled
 * "</script><script>...") can close the script or open a comment; U+2028/2029 are escaped for
 * older JavaScript parsers. The result is still valid JSON and JavaScript. One pass: the state
 * holds the whole page's data.
 */
export function serializeState(value: unknown): string {
  return JSON.stringify(value).replace(unsafe, (c) => escapes[c] ?? c);
}
