#!/usr/bin/env node
// `create-addon <name>` (from a Quorum checkout: `pnpm create-addon <name>`). Plain Node ESM with
// no build step, so it runs on any Node >= 20 straight from the repository.
import { relative } from "node:path";
import { createAddon } from "./src/createAddon.js";
import { parseCliArgs, USAGE } from "./src/parseCliArgs.js";

try {
  const options = parseCliArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
  } else {
    // `pnpm create-addon` runs this from the repository root; INIT_CWD is where the person typed it.
    const cwd = process.env.INIT_CWD ?? process.cwd();
    const addon = createAddon({ ...options, cwd });
    const where = relative(cwd, addon.dir) || ".";
    const name = addon.names.packageName;
    console.log(`Created ${name} (add-on key "${addon.names.key}") in ${where}: ${addon.files.length} files.\n`);
    console.log("Next:");
    console.log(addon.workspace ? "  pnpm install" : `  cd ${where} && pnpm install`);
    console.log(`  pnpm --filter ${name} test && pnpm --filter ${name} build`);
    console.log(`  then install it into a site and enable it: see ${where}/README.md`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(`\n${USAGE}`);
  process.exit(1);
}
