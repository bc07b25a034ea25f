// Keeps a copy of the built site for before/after measurements (`bench -- --cli <path>`).
//   node src/snapshotBuild.ts <name>   -> prints the path of tooling/bench/.builds/<name>/cli.js
// A copy of apps/server/dist/cli.js alone is not the whole build: the server render is
// @quorum/web's bundle, imported at run time through the package name. The snapshot therefore
// holds the CLI, a copy of the web build as its own `@quorum/web`, and links to the site's other
// dependencies, so both halves of the measured build are the ones that were built together.
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const name = process.argv.slice(2).find((arg) => arg !== "--");
if (!name || !/^[\w.-]+$/.test(name)) {
  console.error("usage: node src/snapshotBuild.ts <name>");
  process.exit(1);
}
const site = fileURLToPath(new URL("../../../apps/server", import.meta.url));
const web = fileURLToPath(new URL("../../../apps/web", import.meta.url));
const target = fileURLToPath(new URL(`../.builds/${name}`, import.meta.url));

rmSync(target, { recursive: true, force: true });
mkdirSync(join(target, "node_modules", "@quorum", "web"), { recursive: true });
cpSync(join(site, "dist", "cli.js"), join(target, "cli.js"));
cpSync(join(web, "package.json"), join(target, "node_modules", "@quorum", "web", "package.json"));
cpSync(join(web, "dist"), join(target, "node_modules", "@quorum", "web", "dist"), { recursive: true });
// Every other dependency of the site resolves to the same installed package.
for (const entry of readdirSync(join(site, "node_modules"))) {
  if (entry.startsWith(".")) continue;
  if (entry === "@quorum") {
    for (const pkg of readdirSync(join(site, "node_modules", "@quorum"))) {
      if (pkg !== "web") symlinkSync(join(site, "node_modules", "@quorum", pkg), join(target, "node_modules", "@quorum", pkg));
    }
  } else {
    symlinkSync(join(site, "node_modules", entry), join(target, "node_modules", entry));
  }
}
console.log(join(target, "cli.js"));
