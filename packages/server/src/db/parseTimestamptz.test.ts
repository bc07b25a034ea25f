import pg from "pg";
import { describe, expect, it } from "vitest";
import { parseTimestamptz } from "./parseTimestamptz";

const pgParse = pg.types.getTypeParser(1184, "text") as (text: string) => Date | number | null;

describe("parseTimestamptz", () => {
  it("reads PostgreSQL's output as pg's own parser does, fractions and offsets included", () => {
    const samples = [
      "2026-11-12 14:43:24.663+00",
      "2026-11-12 14:43:24+00",
      "2026-11-12 14:43:24.5+00",
      "2026-11-12 14:43:24.123456+00",
      "2026-11-12 14:43:24.579+00",
      "2026-01-01 00:00:00.001-08",
      "1999-12-31 23:59:59.999999+05:30",
      "2024-02-29 12:00:00.25-03:30",
      "1000-01-01 00:00:00+00",
      "9999-12-31 23:59:59.999+14",
    ];
    for (const text of samples) expect(parseTimestamptz(text).getTime(), text).toBe((pgParse(text) as Date).getTime());
  });

  it("matches pg's parser on many random timestamps", () => {
    for (let i = 0; i < 2000; i++) {
      const date = new Date(Date.UTC(1970 + (i % 90), i % 12, 1 + (i % 28), i % 24, (i * 7) % 60, (i * 13) % 60, (i * 37) % 1000));
      const iso = date.toISOString().replace("T", " ").replace("Z", "");
      const micro = String((i * 7919) % 1000).padStart(3, "0");
      const offset = ["+00", "-05", "+09:30", "-02:45"][i % 4];
      const text = `${iso}${i % 3 === 0 ? micro : ""}${offset}`;
      expect(parseTimestamptz(text).getTime(), text).toBe((pgParse(text) as Date).getTime());
    }
  });

  it("leaves every other shape to pg's parser", () => {
    for (const text of [
      "infinity",
      "-infinity",
      "0044-03-15 12:00:00+00 BC",
      "0099-01-01 00:00:00+00",
      "12026-01-01 00:00:00+00",
      "1896-01-01 00:00:00+00:19:32",
    ]) {
      expect(parseTimestamptz(text)).toEqual(pgParse(text));
    }
  });
});
