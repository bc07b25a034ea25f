import { describe, expect, it } from "vitest";
import { isoDate } from "./isoDate";

describe("isoDate", () => {
  it("writes what toISOString writes, across the four-digit years", () => {
    const samples = [
      0, -1, 1, 951_782_400_000 /* 2000-02-29 */, 4_107_542_399_999 /* 2100-02-28T23:59:59.999 */, 1_763_802_184_663, -62_167_219_200_000 /* 0000-01-01 */,
      253_402_300_799_999 /* 9999-12-31T23:59:59.999 */, -2_208_988_800_001,
    ];
    // A deterministic spread over the whole range, leap days and millisecond edges included.
    let seed = 7;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 48_271) % 2_147_483_647;
      samples.push(Math.round(-62_167_219_200_000 + (seed / 2_147_483_647) * 315_569_519_999_999));
    }
    for (const time of samples) expect(isoDate(new Date(time))).toBe(new Date(time).toISOString());
  });

  it("leaves years outside 0000–9999 to toISOString, and throws for an invalid date as it does", () => {
    expect(isoDate(new Date(Date.UTC(10000, 0, 1)))).toBe("+010000-01-01T00:00:00.000Z");
    expect(isoDate(new Date(-62_167_219_200_001))).toBe("-000001-12-31T23:59:59.999Z");
    expect(() => isoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
