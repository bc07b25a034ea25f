/**
 * PostgreSQL's text of an integer array (`ARRAY[a, b, ...]::text`: "{1,-2,NULL}") as `count`
 * numbers, NaN for NULL. Several integer columns of a row selected as one such column cost pg
 * one field instead of one each (a string made by Buffer#toString per field: for a page of
 * thirty discussions, thirteen columns packed saved more node CPU than the packing costs here
 * or in PostgreSQL); pg's own int[] parser makes a string per element, this reads the digits
 * into a plain array (a small Float64Array costs an off-heap allocation: ~5× slower per row).
 * Throws on anything that is not such an array of `count` integers.
 */
export function readIntegers(text: string, count: number): number[] {
  const values = new Array<number>(count);
  const length = text.length;
  if (text.charCodeAt(0) !== 123 || text.charCodeAt(length - 1) !== 125) throw new Error(`Not an integer array: ${text}`);
  if (length === 2 && count === 0) return values; // "{}"
  let index = 0;
  let position = 1;
  while (position < length && index < count) {
    let code = text.charCodeAt(position);
    if (code === 78 && text.charCodeAt(position + 1) === 85 && text.charCodeAt(position + 2) === 76 && text.charCodeAt(position + 3) === 76) {
      values[index] = Number.NaN; // NULL
      position += 4;
    } else {
      const negative = code === 45; // -
      if (negative) code = text.charCodeAt(++position);
      const start = position;
      let value = 0;
      while (code >= 48 && code <= 57) {
        value = value * 10 + (code - 48);
        code = text.charCodeAt(++position);
      }
      if (position === start) break;
      values[index] = negative ? -value : value;
    }
    index++;
    const separator = text.charCodeAt(position++);
    if (separator !== 44 && separator !== 125) break; // , or }
  }
  if (index !== count || position !== length) throw new Error(`Not an array of ${count} integers: ${text}`);
  return values;
}
