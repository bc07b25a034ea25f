import { DEFAULT_THEME_VARIABLES } from "@quorum/api";
import { describe, expect, it } from "vitest";
import { themeVars } from "./themeVars.css";

describe("themeVars", () => {
  it("has one --q- variable for every default theme variable, and no other", () => {
    expect(Object.keys(themeVars).sort()).toEqual(Object.keys(DEFAULT_THEME_VARIABLES).sort());
    for (const [key, value] of Object.entries(themeVars)) expect(value).toBe(`var(--q-${key})`);
  });
});
