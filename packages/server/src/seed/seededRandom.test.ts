import { describe, expect, it } from "vitest";
import { seededRandom } from "./seededRandom";

describe("seededRandom", () => {
  it("repeats the same sequence for the same seed, in [0, 1)", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(new Set(first).size).toBe(100);
  });

  it("gives another sequence for another seed", () => {
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
  });
});
