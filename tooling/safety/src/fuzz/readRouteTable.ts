import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";

/** A route as `quorum routes --json` lists it. */
export interface RouteEntry {
  method: string;
  url: string;
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
}

const builtCli = fileURLToPath(new URL("../../../../apps/server/dist/cli.js", import.meta.url));

/** The built site's API route table with the request schemas that validate each route. */
export function readRouteTable(): Promise<RouteEntry[]> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [builtCli, "routes", "--json"], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const table = JSON.parse(stdout) as RouteEntry[];
      // The same path with and without a trailing slash is one route.
      const seen = new Set<string>();
      resolve(
        table.filter((route) => {
          const key = `${route.method} ${route.url.replace(/\/$/, "")}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        }),
      );
    });
  });
}
