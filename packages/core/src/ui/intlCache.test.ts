import { describe, expect, it } from "vitest";
import { intlCache } from "./intlCache";

describe("intlCache", () => {
  it("hands out one formatter per locale and options", () => {
    const a = intlCache.dateTime("en", { dateStyle: "long" });
    expect(intlCache.dateTime("en", { dateStyle: "long" })).toBe(a);
    expect(intlCache.dateTime("fr", { dateStyle: "long" })).not.toBe(a);
    expect(intlCache.relativeTime("en", { numeric: "auto" }).format(-1, "day")).toBe("yesterday");
  });
});
