import { describe, expect, expectTypeOf, it } from "vitest";
import { columnIndexes } from "./columnIndexes";

describe("columnIndexes", () => {
  it("maps each column name to its position, as literal types", () => {
    const at = columnIndexes(["id", "name", "date"] as const);
    expect(at).toEqual({ id: 0, name: 1, date: 2 });
    expectTypeOf(at.date).toEqualTypeOf<2>();
  });
});
