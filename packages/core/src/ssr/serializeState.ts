import { jsonTextOf } from "../api/jsonText";

/**
 * Stands in for data whose JSON text is at hand (see below); random per process, so no content
 * can spell it.
 */
const TEXT_MARK = `quorum-json-text:${crypto.randomUUID()}:`;

/**
 * JSON for an inline `<script>`: `<` becomes `\u003c`, so no content (a discussion titled
 * "</script><script>...") can close the script or open a comment; U+2028/2029 are escaped for
 * older JavaScript parsers. The result is still valid JSON and JavaScript.
 *
 * The state is mostly the API's answers. Data whose JSON text the server render's API client
 * kept (`jsonTextOf`) is written as that text rather than serialised a second time. The HTML
 * bodies in it are full of `<`: plain `replaceAll`/`includes` passes cost a fraction of a
 * regular expression with a callback.
 */
export function serializeState(value: unknown): string {
  const texts: string[] = [];
  let json = JSON.stringify(value, (_key, data: unknown) => {
    if (typeof data !== "object" || data === null) return data;
    const text = jsonTextOf(data);
    return text === undefined ? data : `${TEXT_MARK}${texts.push(text) - 1}`;
  });
  // A function replacement: the text may hold `$&` and other replacement patterns.
  texts.forEach((text, index) => (json = json.replace(`"${TEXT_MARK}${index}"`, () => text)));
  json = json.replaceAll("<", "\\u003c");
  if (json.includes("\u2028")) json = json.replaceAll("\u2028", "\\u2028");
  if (json.includes("\u2029")) json = json.replaceAll("\u2029", "\\u2029");
  return json;
}
