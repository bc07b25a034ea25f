import { spawn } from "node:child_process";

/**
 * The pnpm that runs this suite (`npm_execpath`: a native binary, or a script for Node when it
 * came through npx), so a machine needs no pnpm on its PATH; plain `pnpm` otherwise.
 */
function pnpmCommand(): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath]] : [execPath, []];
  return ["pnpm", []];
}

/**
 * Runs pnpm in `cwd` as a person would in another checkout: without the npm_* and PNPM_* variables
 * of the pnpm that started this suite, which describe this checkout, not that one. Resolves with
 * its output; rejects with the output when it fails.
 */
export function runPnpm(cwd: string, args: readonly string[]): Promise<string> {
  const [command, prefix] = pnpmCommand();
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|PNPM_)/i.test(name)));
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...prefix, ...args], { cwd, env: { ...env, TURBO_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`pnpm ${args.join(" ")} (in ${cwd}) exited ${code}:\n${output.slice(-4000)}`));
    });
  });
}
