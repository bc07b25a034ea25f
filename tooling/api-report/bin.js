#!/usr/bin/env node
// `pnpm api-report` checks that every report matches its entry point (exit 1 naming the stale ones);
// `pnpm api-report --update` rewrites them. Run from anywhere inside the repository.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ENTRIES } from "./ENTRIES.js";
import { reportsOf } from "./reportsOf.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const update = process.argv.includes("--update");
let stale = 0;
for (const { entry, text } of reportsOf(root, ENTRIES)) {
  const path = join(root, entry.report);
  let current = "";
  try {
    current = readFileSync(path, "utf8");
  } catch {
    // A missing report is a stale one.
  }
  if (current === text) continue;
  if (update) {
    writeFileSync(path, text);
    console.log(`updated ${entry.report}`);
  } else {
    stale += 1;
    console.error(`${entry.report} does not match ${entry.name}: run \`pnpm api-report --update\` and review the diff.`);
  }
}
if (stale > 0) process.exit(1);
if (!update) console.log(`api-report: ${ENTRIES.length} entry points match their reports`);
