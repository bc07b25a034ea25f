/**
 * A list-valued query parameter in any of its spellings — `expand[]=a&expand[]=b`,
 * `expand=a,b`, `expand=a` — as an array of trimmed, non-empty items.
 */
export function listParam(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  const parts = typeof value === "string" ? [value] : value;
  return parts
    .flatMap((part) => part.split(","))
    .map((part) => part.trim())
    .filter(Boolean);
}
