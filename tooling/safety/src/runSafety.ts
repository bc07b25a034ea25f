// The safety suite (issue 12): every part against the built site, one line of figures per part,
// exit 1 when any part failed a case. Builds nothing: run
//   pnpm turbo run build --filter=@quorum/site...
// first.   node src/runSafety.ts [--only fuzz,xss] [--seed 12345] [--port 3230]
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { freshSite } from "./freshSite.ts";
import { parts } from "./parts.ts";
import type { PartResult } from "./SafetyPart.ts";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    only: { type: "string" },
    // A fixed default keeps CI's cases the same from run to run; any failure prints the seed it ran with.
    seed: { type: "string", default: String(20261126) },
    port: { type: "string", default: "3230" },
  },
});
const only = values.only?.split(",").map((name) => name.trim());
const seed = Number(values.seed);
const port = Number(values.port);
const resultsDir = fileURLToPath(new URL("../results", import.meta.url));

async function main(): Promise<number> {
  const chosen = parts.filter((part) => !only || only.includes(part.name));
  if (only && chosen.length !== only.length) throw new Error(`unknown part in --only; the parts are: ${parts.map((p) => p.name).join(", ")}`);
  const results: Array<{ name: string } & PartResult> = [];
  for (const part of chosen) {
    console.log(`\n▶ safety: ${part.name} (seed ${seed})`);
    const site = part.ownSites ? undefined : await freshSite(port);
    let result: PartResult;
    try {
      result = await part.run(site, { seed, port });
    } catch (error) {
      result = { figure: `${part.name}: the part itself failed`, failures: 1, details: [String((error as Error).stack ?? error)] };
    } finally {
      await site?.stop();
    }
    for (const detail of result.details.slice(0, 30)) console.log(`  ✖ ${detail}`);
    if (result.details.length > 30) console.log(`  … and ${result.details.length - 30} more`);
    console.log(`${result.failures === 0 ? "✔" : "✖"} ${result.figure}`);
    results.push({ name: part.name, ...result });
  }
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(`${resultsDir}/safety.json`, JSON.stringify({ seed, results }, null, 2));
  console.log("\nsafety suite:");
  for (const result of results) console.log(`  ${result.failures === 0 ? "✔" : "✖"} ${result.figure}`);
  return results.some((result) => result.failures > 0) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
