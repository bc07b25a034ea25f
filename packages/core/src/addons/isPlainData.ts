/**
 * Whether a value survives the page's JSON unchanged: strings, finite numbers, booleans, null,
 * arrays and plain objects of those. An extension point's contribution travels in a page's
 * manifest only then (a function, a class instance or a date would arrive as something else).
 */
export function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== "object") return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  // An undefined property would vanish from the JSON: the stand-in's value would differ.
  return Object.values(value).every(isPlainData);
}
