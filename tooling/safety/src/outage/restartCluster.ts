import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

/** What restarting the local PostgreSQL cluster did: its command, or why it could not be done. */
export type ClusterRestart = { done: true; command: string } | { done: false; reason: string };

/**
 * Restarts the machine's PostgreSQL cluster (Debian's `pg_ctlcluster <version> main restart`, the
 * version read from /etc/postgresql), as an upgrade or a failover does to the site. CI runs as root,
 * so it may; elsewhere the reason it could not is reported. The cluster is assumed to be the one
 * QUORUM_TEST_DATABASE_URL names.
 */
export function restartCluster(): ClusterRestart {
  if (process.env.QUORUM_SAFETY_CLUSTER_RESTART === "0") return { done: false, reason: "not tried (QUORUM_SAFETY_CLUSTER_RESTART=0)" };
  const root = "/etc/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && existsSync(`${root}/${name}/main`))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const version = versions[0];
  if (!version) return { done: false, reason: "not possible (no cluster under /etc/postgresql)" };
  const args = [version, "main", "restart"];
  const run = spawnSync("pg_ctlcluster", args, { encoding: "utf8", timeout: 120_000 });
  const command = `pg_ctlcluster ${args.join(" ")}`;
  if (run.error) return { done: false, reason: `not permitted (${command}: ${run.error.message})` };
  if (run.status !== 0)
    return { done: false, reason: `not permitted (${command} exited ${run.status}: ${(run.stderr || run.stdout).trim().split("\n")[0] ?? ""})` };
  return { done: true, command };
}
