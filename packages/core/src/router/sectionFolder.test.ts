import type { SiteSectionRef } from "@quorum/api";
import { describe, expect, it } from "vitest";
import { inSection, sectionFolder } from "./sectionFolder";

const sections: SiteSectionRef[] = [
  { folder: "games", siteSectionID: 3, locale: "fr" },
  { folder: "support", siteSectionID: 4, locale: "en" },
];

describe("sectionFolder", () => {
  it("is the first segment when a section has it", () => {
    expect(sectionFolder("/games", sections)).toBe("games");
    expect(sectionFolder("/games/discussion/12", sections)).toBe("games");
    expect(sectionFolder("/games?page=2", sections)).toBe("games");
    expect(sectionFolder("/gamesx/discussion/12", sections)).toBe("");
    expect(sectionFolder("/discussion/12", sections)).toBe("");
    expect(sectionFolder("/games/discussion/12", undefined)).toBe("");
  });
});

describe("inSection", () => {
  it("puts a site path under the folder", () => {
    expect(inSection("/discussion/12/hello#Comment_3", "games", sections)).toBe("/games/discussion/12/hello#Comment_3");
    expect(inSection("/", "games", sections)).toBe("/games");
    expect(inSection("/post/discussion?categoryID=4", "games", sections)).toBe("/games/post/discussion?categoryID=4");
  });

  it("leaves what is no site path, and a path already under a section, as it is", () => {
    for (const path of ["?page=2", "#x", "p2", "https://example.com/a", "//example.com/a", "/games/discussion/1", "/support"]) {
      expect(inSection(path, "games", sections)).toBe(path);
    }
    expect(inSection("/discussion/12", "", sections)).toBe("/discussion/12");
  });
});
