import { RawJson } from "./rawJson.ts";

/**
 * A value put in one field of a request. `refused`: the API must answer it with a 4xx naming the
 * field (it holds what PostgreSQL cannot store, or, with `integerOnly`, it is out of int4's range
 * where the field is an integer); the others are merely odd and may be accepted.
 */
export interface HostileValue {
  label: string;
  value: unknown;
  refused: boolean;
  integerOnly?: boolean;
  /**
   * The keys of an object value. Put in a field whose schema is a closed object without those
   * keys, the schema check drops them (unknown keys are removed, as a body's extra fields are):
   * nothing hostile is left to refuse.
   */
  objectKeys?: readonly string[];
}

const depth = 10_000;
const deepArray = new RawJson(`${"[".repeat(depth)}1${"]".repeat(depth)}`);
const deepObject = new RawJson(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`);
/** ~700 kB of JSON, under the body limit of 1 MiB: what a size limit on free-form JSON must refuse. */
const hugeObject = new RawJson(`{${Array.from({ length: 40_000 }, (_, i) => `"k${i}":"${"x".repeat(6)}"`).join(",")}}`);

/** Values for a JSON body's field (the hostile set of issue 12). */
export const BODY_VALUES: readonly HostileValue[] = [
  { label: "int4 + 1", integerOnly: true, value: 2147483648, refused: true },
  { label: "int8-sized", integerOnly: true, value: new RawJson("9223372036854775808"), refused: true },
  { label: "negative", value: -1, refused: false },
  { label: "below int4", integerOnly: true, value: -2147483649, refused: true },
  { label: "zero", value: 0, refused: false },
  { label: "1e400", value: new RawJson("1e400"), refused: true },
  { label: "-1e400", value: new RawJson("-1e400"), refused: true },
  { label: "float", value: 1.5, refused: false },
  { label: "tiny float", value: 5e-324, refused: false },
  { label: "NaN literal", value: new RawJson("NaN"), refused: false },
  { label: "string Infinity", integerOnly: true, value: "Infinity", refused: true },
  { label: "string NaN", value: "NaN", refused: false },
  { label: "numeric string", integerOnly: true, value: "2147483648", refused: true },
  { label: "true", value: true, refused: false },
  { label: "null", value: null, refused: false },
  { label: "empty array", value: [], refused: false },
  { label: "empty object", value: {}, refused: false },
  { label: "empty string", value: "", refused: false },
  { label: "huge string", value: "q".repeat(200_000), refused: false },
  { label: "NUL byte", value: "a\u0000b", refused: true },
  { label: "lone surrogate", value: "\ud800", refused: true },
  { label: "lone low surrogate", value: "x\udc00y", refused: true },
  { label: "NUL in an array", value: ["ok", "\u0000"], refused: true },
  { label: "surrogate in an object", value: { "\ud800": "x" }, refused: true, objectKeys: ["\ud800"] },
  { label: "deep array", value: deepArray, refused: true },
  { label: "deep object", value: deepObject, refused: true, objectKeys: ["a"] },
  { label: "huge object", value: hugeObject, refused: false },
  { label: "markup", value: "<script>alert(1)</script>", refused: false },
  { label: "path traversal", value: "../../../../etc/passwd", refused: false },
  { label: "emoji", value: "😀🏳️‍🌈", refused: false },
];

/** Query-string values (already URL-encoded). */
export const QUERY_VALUES: readonly HostileValue[] = [
  { label: "int4 + 1", integerOnly: true, value: "2147483648", refused: true },
  { label: "int8-sized", integerOnly: true, value: "9223372036854775808", refused: true },
  { label: "negative", value: "-1", refused: false },
  { label: "1e400", integerOnly: true, value: "1e400", refused: true },
  { label: "Infinity", value: "Infinity", refused: false },
  { label: "NaN", value: "NaN", refused: false },
  { label: "float", value: "1.5", refused: false },
  { label: "hex", value: "0x10", refused: false },
  { label: "empty", value: "", refused: false },
  { label: "NUL byte", value: "a%00b", refused: true },
  { label: "invalid UTF-8", value: "%ED%A0%80", refused: false },
  { label: "long string", value: "q".repeat(4000), refused: false },
  { label: "array", value: "[]=1&__FIELD__[]=2", refused: false },
  { label: "nested object", value: "[a][b][c][d][e][f]=1", refused: false },
  { label: "markup", value: "%3Cscript%3E", refused: false },
];

/** Path segments in place of a route's `:param`. */
export const PATH_VALUES: readonly HostileValue[] = [
  { label: "int4 + 1", integerOnly: true, value: "2147483648", refused: true },
  { label: "int8-sized", integerOnly: true, value: "9223372036854775808", refused: true },
  { label: "negative", value: "-1", refused: false },
  { label: "zero", value: "0", refused: false },
  { label: "1e400", integerOnly: true, value: "1e400", refused: true },
  { label: "Infinity", value: "Infinity", refused: false },
  { label: "NaN", value: "NaN", refused: false },
  { label: "float", value: "1.5", refused: false },
  { label: "word", value: "abc", refused: false },
  { label: "NUL byte", value: "1%00", refused: true },
  { label: "invalid UTF-8", value: "%ED%A0%80", refused: false },
  { label: "long", integerOnly: true, value: "9".repeat(400), refused: true },
  { label: "encoded slash", value: "1%2F2", refused: false },
  { label: "dot dot", value: "%2E%2E", refused: false },
  { label: "space", value: "%201", refused: false },
];
