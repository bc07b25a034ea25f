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
  // Each entry links to its parent rather than copying its path: a path is only spelled out for the
  // value refused, so a deep body costs time and memory in proportion to its size.
  const stack: Step[] = [{ value: root, key: undefined, parent: undefined }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const { value } = step;
    if (typeof value === "string") {
      const field = fieldName(step);
      const error = problemOf(value, field, field);
      if (error) return { field, error };
    } else if (typeof value === "number") {
      if (!Number.isFinite(value)) {
        const field = fieldName(step);
        return { field, error: { message: `${field} must be a finite number.`, code: "type", field } };
      }
    } else if (value !== null && typeof value === "object") {
      const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i] as readonly [string, unknown];
        const keyProblem = problemOf(key, "", "");
        if (keyProblem) {
          const field = fieldName(step);
          return { field, error: { ...keyProblem, field, message: `A key of ${field}${keyProblem.message}` } };
        }
        stack.push({ value: item, key, parent: step });
      }
    }
  }
  return undefined;
}

interface Step {
  value: unknown;
  key: string | undefined;
  parent: Step | undefined;
}

/** "attributes.draftMeta.postMeta", as error bodies name fields; "body" for the root itself. */
function fieldName(step: Step): string {
  const keys: string[] = [];
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".") || "body";
}
