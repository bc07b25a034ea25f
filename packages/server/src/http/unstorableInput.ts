import type { FieldError } from "@quorum/api";

/** Where in a request a problem value sits, and what is wrong with it. */
export interface UnstorableValue {
  /** The field as error bodies name it: "attributes.draftMeta.postMeta.a", "tagIDs.0", "name". */
  field: string;
  error: FieldError;
}

const NUL = "\u0000";
// A surrogate half without its other half (JSON's "\ud800" parses to one): PostgreSQL's json types
// refuse it ("invalid Unicode surrogate pair") and UTF-8 cannot encode it. No `u` flag: code units.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(value: string, field: string, what: string): FieldError | undefined {
  if (value.includes(NUL)) return { message: `${what} must not contain NUL characters.`, code: "invalidCharacters", field };
  if (LONE_SURROGATE.test(value)) return { message: `${what} must not contain unpaired UTF-16 surrogates.`, code: "invalidCharacters", field };
  return undefined;
}

/**
 * The first value of a parsed request part (body, query or path) that no column can store: a
 * string or object key holding a NUL character (PostgreSQL's text refuses it) or a lone UTF-16
 * surrogate (its JSON types refuse it), or a number that is not finite (a JSON `1e400` parses to
 * Infinity). Walks without recursion, so a body nested 10,000 deep costs no stack; its size is
 * bounded by the body limit.
 */
export function unstorableInput(root: unknown): UnstorableValue | undefined {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: root, path: [] }];
  const name = (path: string[]) => path.join(".") || "body";
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof value === "string") {
      const field = name(path);
      const error = problemOf(value, field, field);
      if (error) return { field, error };
    } else if (typeof value === "number") {
      if (!Number.isFinite(value)) {
        const field = name(path);
        return { field, error: { message: `${field} must be a finite number.`, code: "type", field } };
      }
    } else if (value !== null && typeof value === "object") {
      const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i] as readonly [string, unknown];
        const keyProblem = problemOf(key, name(path), `A key of ${name(path)}`);
        if (keyProblem) return { field: name(path), error: keyProblem };
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}
