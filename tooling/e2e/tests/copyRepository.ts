import { cpSync } from "node:fs";
import { basename, relative } from "node:path";

/** What a checkout holds besides its sources: installed, built, generated or private to a run. */
const LEFT_OUT = new Set([".git", "node_modules", "dist", ".turbo", ".data", "test-results", "playwright-report", "results"]);

/**
 * Copies a Quorum checkout's sources (no installs, builds, databases or git history: ~3 MB), so a
 * test can install an add-on into a site of its own without touching the checkout it runs from.
 * The root's `data/` (the default database of `pnpm start`) is left out too.
 */
export function copyRepository(from: string, to: string): void {
  cpSync(from, to, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(basename(source)) && relative(from, source) !== "data",
  });
}
