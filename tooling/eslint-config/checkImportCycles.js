#!/usr/bin/env node
// `node tooling/eslint-config/checkImportCycles.js [dir…]`: exit 1 when any import cycle
// stands in the given folders (default: apps, packages, tooling of the repository).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { findImportCycles } from "./findImportCycles.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const dirs = process.argv.slice(2);
let count = 0;
for (const dir of dirs.length > 0 ? dirs : ["apps", "packages", "tooling"]) {
  for (const cycle of findImportCycles(join(root, dir))) {
    count += 1;
    console.error(`import cycle in ${dir}: ${cycle.join(" -> ")}`);
  }
}
if (count > 0) process.exit(1);
console.log("import cycles: none");
