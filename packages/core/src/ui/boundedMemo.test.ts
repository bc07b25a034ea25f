import { describe, expect, it } from "vitest";
import { boundedMemo } from "./boundedMemo";

describe("boundedMemo", () => {
  it("computes each key once, and starts over when full", () => {
    const computed: number[] = [];
    const double = boundedMemo((n: number) => {
      computed.push(n);
      return n * 2;
    }, 2);
    expect([double(1), double(2), double(1)]).toEqual([2, 4, 2]);
    expect(computed).toEqual([1, 2]);
    expect(double(3)).toBe(6);
    expect(double(1)).toBe(2);
    expect(computed).toEqual([1, 2, 3, 1]);
  });
});
