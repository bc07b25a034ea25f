/** JSON text put into a body as it is: numbers JSON.stringify cannot write (1e400), deep nesting built as text, broken JSON. */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** JSON.stringify that writes `RawJson` fragments verbatim (iterative over the value's own shallow shape). */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => toJson(item)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
