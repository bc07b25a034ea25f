import { describe, expect, it } from "vitest";
import { planLiterals } from "./planLiterals";

// What matters is the SQL text PostgreSQL will plan.
describe("planLiterals", () => {
  it("writes ids into the text: one as an equality, several as an array", () => {
    expect(`"categoryID" = ${planLiterals.ids([7])}`).toBe('"categoryID" = 7');
    expect(`"categoryID" = ${planLiterals.ids([1, 2, 3])}`).toBe('"categoryID" = ANY(ARRAY[1, 2, 3]::integer[])');
    expect(`"pinLocation" = ${planLiterals.constants(["recent"])}`).toBe(`"pinLocation" = 'recent'`);
    expect(`"pinLocation" = ${planLiterals.constants(["category", "recent"])}`).toBe(`"pinLocation" = ANY(ARRAY['category', 'recent'])`);
    expect(`LIMIT ${planLiterals.count(30)}`).toBe("LIMIT 30");
  });

  it("refuses anything but whole numbers", () => {
    expect(() => planLiterals.ids([1, 2.5])).toThrow();
    expect(() => planLiterals.ids([Number.NaN])).toThrow();
    expect(() => planLiterals.count(-1)).toThrow();
    expect(() => planLiterals.ids(["1; DROP TABLE x" as unknown as number])).toThrow();
  });
});
