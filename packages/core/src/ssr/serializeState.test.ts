import { describe, expect, it } from "vitest";
import { keepJsonText } from "../api/jsonText";
import { serializeState } from "./serializeState";

describe("serializeState", () => {
  it("escapes what could end the script, and stays the same value", () => {
    const value = { title: "</script><script>alert(1)</script><!--", sep: "a\u2028b\u2029c" };
    const json = serializeState(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
    expect(new Function(`return ${json}`)()).toEqual(value);
  });

  it("writes data as the JSON text it was parsed from, escaped the same way", () => {
    // Spaced and with a `$&` replacement pattern: only the kept text itself can give this output.
    const text = '{ "body": "<p>$& costs \\u0024 5</p>", "sep": "\u2028" }';
    const data = JSON.parse(text) as object;
    keepJsonText(data, text);
    const json = serializeState({ user: "Ada", queries: [{ data }, { data }] });
    const escaped = '{ "body": "\\u003cp>$& costs \\u0024 5\\u003c/p>", "sep": "\\u2028" }';
    expect(json).toBe(`{"user":"Ada","queries":[{"data":${escaped}},{"data":${escaped}}]}`);
    expect(new Function(`return ${json}`)()).toEqual({ user: "Ada", queries: [{ data }, { data }] });
  });
});
