import { describe, expect, it } from "vitest";
import { safeTarget } from "./safeTarget";

const ORIGIN = "https://forum.example";

describe("safeTarget", () => {
  it("keeps a path of this site with its query and hash", () => {
    expect(safeTarget("/discussion/7/hello?page=2#Comment_5", ORIGIN)).toBe("/discussion/7/hello?page=2#Comment_5");
    expect(safeTarget("https://forum.example/categories", ORIGIN)).toBe("/categories");
  });

  it("sends anything off-site, scripted or missing home", () => {
    for (const target of [null, "", "//evil.example/x", "https://evil.example/", "javascript:alert(1)", "/\\evil.example"]) {
      expect(safeTarget(target, ORIGIN)).toBe("/");
    }
  });

  it("never returns to an entry page", () => {
    expect(safeTarget("/entry/signin?Target=/", ORIGIN)).toBe("/");
  });
});
