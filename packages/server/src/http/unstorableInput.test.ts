import { describe, expect, it } from "vitest";
import { unstorableInput } from "./unstorableInput";

describe("unstorableInput", () => {
  it("finds a NUL at the bottom of a value nested 10,000 deep, naming its whole path (no recursion to overflow)", () => {
    const deep = JSON.parse(`${'{"a":'.repeat(10_000)}"x\\u0000"${"}".repeat(10_000)}`) as unknown;
    const found = unstorableInput(deep);
    expect(found?.field).toBe(Array.from({ length: 10_000 }, () => "a").join("."));
    expect(found?.error.code).toBe("invalidCharacters");
  });

  it("names array items by index, keys by their object, and the root as body", () => {
    expect(unstorableInput({ tags: ["ok", "\ud800"] })?.field).toBe("tags.1");
    expect(unstorableInput({ meta: { "a\u0000": 1 } })).toEqual({
      field: "meta",
      error: { field: "meta", code: "invalidCharacters", message: "A key of meta must not contain NUL characters." },
    });
    expect(unstorableInput("\udc00")?.field).toBe("body");
    expect(unstorableInput({ n: Number.NEGATIVE_INFINITY })?.error.message).toBe("n must be a finite number.");
  });

  it("passes surrogate pairs, other control characters and finite numbers", () => {
    expect(unstorableInput({ a: "😀\u0001\t", b: [1.5, -0, Number.MAX_VALUE], c: null, d: true })).toBeUndefined();
  });
});
