import { describe, expect, it } from "vitest";
import { parseDateFilter } from "./parseDateFilter";

const iso = (filter: string) => {
  const range = parseDateFilter(filter);
  if (!range) return null;
  return {
    from: range.from ? `${range.from.inclusive ? "[" : "("}${range.from.date.toISOString()}` : undefined,
    to: range.to ? `${range.to.date.toISOString()}${range.to.inclusive ? "]" : ")"}` : undefined,
  };
};

describe("parseDateFilter (Vanilla's date filter syntax)", () => {
  it("reads a bare or equal date as that whole day", () => {
    const day = { from: "[2024-01-31T00:00:00.000Z", to: "2024-02-01T00:00:00.000Z)" };
    expect(iso("2024-01-31")).toEqual(day);
    expect(iso("=2024-01-31")).toEqual(day);
  });

  it("reads comparisons, a day counting whole", () => {
    expect(iso(">2024-01-31")).toEqual({ from: "[2024-02-01T00:00:00.000Z", to: undefined });
    expect(iso(">=2024-01-31")).toEqual({ from: "[2024-01-31T00:00:00.000Z", to: undefined });
    expect(iso("<2024-01-31")).toEqual({ from: undefined, to: "2024-01-31T00:00:00.000Z)" });
    expect(iso("<=2024-01-31")).toEqual({ from: undefined, to: "2024-02-01T00:00:00.000Z)" });
    expect(iso(">2024-01-31T10:00:00Z")).toEqual({ from: "(2024-01-31T10:00:00.000Z", to: undefined });
    expect(iso("<=2024-01-31T10:00:00+02:00")).toEqual({ from: undefined, to: "2024-01-31T08:00:00.000Z]" });
  });

  it("reads ranges with inclusive and exclusive ends, either end open", () => {
    expect(iso("[2024-01-01,2024-01-31]")).toEqual({ from: "[2024-01-01T00:00:00.000Z", to: "2024-02-01T00:00:00.000Z)" });
    expect(iso("(2024-01-01, 2024-01-31)")).toEqual({ from: "[2024-01-02T00:00:00.000Z", to: "2024-01-31T00:00:00.000Z)" });
    expect(iso("[2024-01-01,]")).toEqual({ from: "[2024-01-01T00:00:00.000Z", to: undefined });
    expect(iso("[,2024-01-01T12:30:00Z]")).toEqual({ from: undefined, to: "2024-01-01T12:30:00.000Z]" });
  });

  it("refuses what it cannot read", () => {
    for (const bad of [
      "",
      "yesterday",
      "2024-13-01",
      "2024-02-30",
      "[2024-02-01,2024-01-01]",
      "[,]",
      ">>2024-01-01",
      "[2024-01-01,2024-01-02",
      "2024-01-01;DROP",
    ])
      expect(parseDateFilter(bad), bad).toBeNull();
  });
});
