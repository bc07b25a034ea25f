import { describe, expect, it } from "vitest";
import { SqlParameters } from "./SqlParameters";

describe("SqlParameters", () => {
  it("numbers placeholders in the order values are added", () => {
    const params = new SqlParameters();
    expect(`a = ${params.add(7)} AND b = ANY(${params.add([1, 2])})`).toBe("a = $1 AND b = ANY($2)");
    expect(params.values).toEqual([7, [1, 2]]);
  });
});
