import { describe, expect, it } from "vitest";
import { serializeState } from "./serializeState";

describe("serializeState", () => {
  it("escapes what could end the script, and stays the same value", () => {
    const value = { title: "</script><script>alert(1)</script><!--", sep: "a\u2028b\u2029c" };
    const json = serializeState(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
    expect(new Function(`return ${json}`)()).toEqual(value);
  });
});
