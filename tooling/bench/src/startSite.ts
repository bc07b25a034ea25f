import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const builtCli = fileURLToPath(new URL("../../../apps/server/dist/cli.js", import.meta.url));

/** Runs a `quorum` CLI command to completion (e.g. the content generator); `cli` another build than the site's. */
export function runCli(args: string[], env: NodeJS.ProcessEnv, cli = builtCli): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { env, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`quorum ${args.join(" ")} exited ${code}`))));
  });
}

/**
 * Starts the built site (or another build, `cli`) and resolves once it answers; with `cpuProfDir`,
 * under `node --cpu-prof` (the profile is written when it exits on SIGINT).
 */
export async function startSite(env: NodeJS.ProcessEnv, port: number, cli = builtCli, cpuProfDir?: string): Promise<ChildProcess> {
  const nodeArgs = cpuProfDir ? ["--cpu-prof", "--cpu-prof-dir", cpuProfDir] : [];
  const child = spawn(process.execPath, [...nodeArgs, cli, "start"], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.stdout?.resume();
  // A hang, not slowness: a fresh site migrates and seeds before it listens, minutes on a loaded machine.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v2/config`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error("the site did not start within 600 s");
}
