import { describe, expect, it } from "vitest";
import { listPageHref } from "./listPageHref";

describe("listPageHref", () => {
  it("pages a category through its path", () => {
    expect(listPageHref("/categories/general", "", 3)).toBe("/categories/general/p3");
    expect(listPageHref("/categories/general/p3", "", 1)).toBe("/categories/general");
  });

  it("pages other lists through the query string, keeping the other parameters", () => {
    expect(listPageHref("/discussions", "?sort=-score&page=4", 5)).toBe("/discussions?sort=-score&page=5");
    expect(listPageHref("/discussions", "?page=4", 1)).toBe("/discussions");
    expect(listPageHref("/", "", 2)).toBe("/?page=2");
  });
});
