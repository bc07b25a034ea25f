import { describe, expect, it } from "vitest";
import { isoTimestamptz } from "./isoTimestamptz";
import { parseTimestamptz } from "./parseTimestamptz";

const viaDate = (text: string) => parseTimestamptz(text).toISOString();

describe("isoTimestamptz", () => {
  it("gives the Date's ISO text for UTC timestamps, every fraction length", () => {
    expect(isoTimestamptz("2026-11-12 14:43:24.663123+00")).toBe("2026-11-12T14:43:24.663Z");
    expect(isoTimestamptz("2026-11-12 14:43:24+00")).toBe("2026-11-12T14:43:24.000Z");
    expect(isoTimestamptz("2026-11-12 14:43:24.5+00")).toBe("2026-11-12T14:43:24.500Z");
    expect(isoTimestamptz("2026-11-12 14:43:24.07+00")).toBe("2026-11-12T14:43:24.070Z");
    expect(isoTimestamptz("2026-11-12 14:43:24.0009+00")).toBe("2026-11-12T14:43:24.000Z");
    expect(isoTimestamptz("2026-11-12 14:43:24.99999+00")).toBe("2026-11-12T14:43:24.999Z");
  });

  it("matches the Date path on many random timestamps, other zones included", () => {
    for (let i = 0; i < 5000; i++) {
      const date = new Date(Date.UTC(1000 + ((i * 37) % 9000), i % 12, 1 + (i % 28), i % 24, (i * 7) % 60, (i * 13) % 60));
      const base = date.toISOString().slice(0, 19).replace("T", " ");
      const fraction =
        i % 5 === 0
          ? ""
          : `.${
              String((i * 7919) % 1_000_000)
                .padStart(6, "0")
                .slice(0, 1 + (i % 6))
                .replace(/0+$/, "") || "1"
            }`;
      const zone = i % 7 === 0 ? ["-05", "+09:30", "+14"][i % 3] : "+00";
      const text = `${base}${fraction}${zone}`;
      expect(isoTimestamptz(text), text).toBe(viaDate(text));
    }
  });

  it("leaves every other shape to the Date", () => {
    for (const text of ["0099-01-01 00:00:00+00", "12026-01-01 00:00:00+00", "0044-03-15 12:00:00+00 BC", "1896-01-01 00:00:00+00:19:32"]) {
      expect(isoTimestamptz(text), text).toBe(viaDate(text));
    }
  });
});
