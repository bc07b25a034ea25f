import { describe, expect, it } from "vitest";
import { intlCache } from "./intlCache";

describe("intlCache", () => {
  it("hands out one formatter per locale and options", () => {
    const a = intlCache.dateTime("en", { dateStyle: "long" });
    expect(intlCache.dateTime("en", { dateStyle: "long" })).toBe(a);
    expect(intlCache.dateTime("fr", { dateStyle: "long" })).not.toBe(a);
    expect(intlCache.relativeTime("en", { numeric: "auto" }).format(-1, "day")).toBe("yesterday");
    expect(intlCache.number("en")).toBe(intlCache.number("en"));
    expect(intlCache.number("de").format(12345.5)).toBe((12345.5).toLocaleString("de"));
  });

  it("formats dates and relative times as their formatters do, per locale and options", () => {
    const time = Date.UTC(2026, 2, 10, 12, 0);
    const options: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "UTC" };
    expect(intlCache.formatDate("en", options, time)).toBe("March 10, 2026");
    expect(intlCache.formatDate("en", options, time)).toBe("March 10, 2026");
    expect(intlCache.formatDate("fr", options, time)).toBe("10 mars 2026");
    expect(intlCache.formatDate("en", { ...options, dateStyle: "short" }, time)).toBe("3/10/26");
    const auto: Intl.RelativeTimeFormatOptions = { numeric: "auto" };
    expect(intlCache.formatRelative("en", auto, -1, "day")).toBe("yesterday");
    expect(intlCache.formatRelative("en", auto, -1, "hour")).toBe("1 hour ago");
    const always: Intl.RelativeTimeFormatOptions = { numeric: "always" };
    expect(intlCache.formatRelative("en", always, 0, "day")).toBe("in 0 days");
    expect(intlCache.formatRelative("en", always, -0, "day")).toBe("0 days ago");
  });

  it("formats numbers as the locale's formatter does, remembered", () => {
    expect(intlCache.formatNumber("en", 12345)).toBe("12,345");
    expect(intlCache.formatNumber("en", 12345)).toBe("12,345");
    expect(intlCache.formatNumber("de", 12345.5)).toBe((12345.5).toLocaleString("de"));
    expect(intlCache.formatNumber("en", 0)).toBe("0");
    expect(intlCache.formatNumber("en", -0)).toBe(new Intl.NumberFormat("en").format(-0));
  });
});
