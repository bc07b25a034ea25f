import { describe, expect, it } from "vitest";
import { CAPPED_COUNT_TTL, CappedCounts } from "./cappedCounts";

describe("CappedCounts", () => {
  it("remembers a key for the TTL, then forgets it", () => {
    let now = 1_000;
    const counts = new CappedCounts(() => now);
    expect(counts.has("a")).toBe(false);
    counts.remember("a");
    expect(counts.has("a")).toBe(true);
    expect(counts.has("b")).toBe(false);
    now += CAPPED_COUNT_TTL - 1;
    expect(counts.has("a")).toBe(true);
    now += 1;
    expect(counts.has("a")).toBe(false);
  });

  it("starts afresh rather than growing without bound", () => {
    const counts = new CappedCounts(() => 0);
    for (let i = 0; i < 1000; i++) counts.remember(`k${i}`);
    expect(counts.has("k0")).toBe(true);
    counts.remember("one more");
    expect(counts.has("k0")).toBe(false);
    expect(counts.has("one more")).toBe(true);
  });
});
