import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { CORE_VERSION } from "./CORE_VERSION";

it("is the package's version", () => {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  expect(CORE_VERSION).toBe(pkg.version);
});
