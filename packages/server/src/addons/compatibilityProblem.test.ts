import { describe, expect, it } from "vitest";
import { compatibilityProblem } from "./compatibilityProblem";
import { defineServerAddon } from "./defineServerAddon";

const addon = (coreVersion?: string) =>
  defineServerAddon({ key: "notes", name: "Notes", description: "", version: "2.0.0", ...(coreVersion ? { coreVersion } : {}) });

describe("compatibilityProblem", () => {
  it("accepts a core inside the range, or no range", () => {
    expect(compatibilityProblem(addon("^0.1.0"), "0.1.4")).toBeNull();
    expect(compatibilityProblem(addon(">=0.1 <1"), "0.9.0")).toBeNull();
    expect(compatibilityProblem(addon(), "5.0.0")).toBeNull();
  });

  it("names the range and the site's core when outside it", () => {
    expect(compatibilityProblem(addon("^2.0.0"), "0.1.0")).toBe("Notes 2.0.0 needs Quorum core ^2.0.0; this site runs 0.1.0.");
  });

  it("refuses a range that is not one", () => {
    expect(compatibilityProblem(addon("banana"), "0.1.0")).toMatch(/invalid core version range "banana"/);
  });
});
