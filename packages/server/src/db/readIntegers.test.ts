import { describe, expect, it } from "vitest";
import { readIntegers } from "./readIntegers";

describe("readIntegers", () => {
  it("reads PostgreSQL's integer array text, NULL as NaN", () => {
    expect([...readIntegers("{1,-2,NULL,0,2147483647,-2147483648}", 6)]).toEqual([1, -2, Number.NaN, 0, 2147483647, -2147483648]);
    expect([...readIntegers("{NULL}", 1)]).toEqual([Number.NaN]);
    expect([...readIntegers("{}", 0)]).toEqual([]);
  });

  it("refuses text that is not an array of that many integers", () => {
    for (const [text, count] of [
      ["{1,2}", 3],
      ["{1,2,3}", 2],
      ["1,2", 2],
      ["{1,x}", 2],
      ["{1,,2}", 3],
      ['{"1"}', 1],
      ["{1.5}", 1],
      ["{-}", 1],
    ] as const) {
      expect(() => readIntegers(text, count), text).toThrow();
    }
  });
});
