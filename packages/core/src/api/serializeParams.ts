/** A query parameter value: scalars, arrays and nested objects (serialised in brackets). */
export type QueryValue = string | number | boolean | null | undefined | readonly QueryValue[] | { readonly [key: string]: QueryValue };

export type QueryParams = { readonly [key: string]: QueryValue };

/**
 * Serialises params the way `qs` parses them (its "brackets" array format):
 * `{ page: 2, expand: ["a", "b"], params: { page: 2 } }` ->
 * `page=2&expand[]=a&expand[]=b&params[page]=2`. Arrays of objects get indices (`x[0][a]=1`).
 * `undefined` and `null` are left out; booleans are `true`/`false`. Brackets stay readable;
 * names and values are percent-encoded.
 */
export function serializeParams(params: QueryParams): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) append(parts, encodeURIComponent(key), value);
  return parts.join("&");
}

function append(parts: string[], key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    const items = value as readonly QueryValue[];
    const nested = items.some((item) => typeof item === "object" && item !== null);
    items.forEach((item, index) => append(parts, nested ? `${key}[${index}]` : `${key}[]`, item));
    return;
  }
  if (typeof value === "object") {
    for (const [sub, item] of Object.entries(value as { readonly [key: string]: QueryValue })) {
      append(parts, `${key}[${encodeURIComponent(sub)}]`, item);
    }
    return;
  }
  parts.push(`${key}=${encodeURIComponent(String(value))}`);
}
