import { parseTimestamptz } from "./parseTimestamptz";

/**
 * A `timestamptz` as PostgreSQL prints it, as the API's ISO text: exactly
 * `parseTimestamptz(text).toISOString()` ("2026-11-12 14:43:24.663123+00" →
 * "2026-11-12T14:43:24.663Z", fractions truncated to milliseconds as pg's Dates are).
 * A session in UTC prints "+00": that text is rearranged, with no Date made and none formatted
 * (a list answers three dates per row). Any other zone or shape (BC, years outside 1000–9999,
 * infinity) goes through the Date.
 */
export function isoTimestamptz(text: string): string {
  const length = text.length;
  if (
    length < 22 ||
    length > 29 ||
    text.charCodeAt(length - 3) !== 43 || // +
    text.charCodeAt(length - 2) !== 48 || // 0
    text.charCodeAt(length - 1) !== 48 ||
    text.charCodeAt(4) !== 45 || // -
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 32 || // space
    text.charCodeAt(13) !== 58 || // :
    text.charCodeAt(16) !== 58 ||
    text.charCodeAt(0) < 49 || // a four-digit year from 1000
    text.charCodeAt(0) > 57 ||
    (length > 22 && (length === 23 || text.charCodeAt(19) !== 46)) // "." and at least one digit
  ) {
    return parseTimestamptz(text).toISOString();
  }
  // PostgreSQL drops a fraction's trailing zeros: ".5" is 500 ms, ".123456" is 123 ms (truncated,
  // as 1000 × the fraction is in the Date: checked to agree for every 1 to 6 digit fraction).
  const fraction = length === 22 ? ".000" : length >= 26 ? text.slice(19, 23) : (text.slice(19, length - 3) + "00").slice(0, 4);
  return `${text.slice(0, 10)}T${text.slice(11, 19)}${fraction}Z`;
}
