import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { API_GET_ENDPOINTS, NOT_ASKED } from "./API_GET_ENDPOINTS.ts";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
/** The server halves whose routes make the site's /api/v2 (and the framework's own). */
const SOURCES = ["packages/server/src", "packages/forum/src/server", "packages/addon-qna/src/server", "packages/dashboard/src/server"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The GET routes the site's server code declares (`.get("/path"`) that the matrix does not ask:
 * its endpoint list must grow with the route table. Routes declared from a variable (the reactions
 * of discussions and comments, `/users/by-names/`) are in the list by hand. Answers the routes the
 * sources declare and those missing from the list.
 */
export function routeCoverage(): { declared: string[]; missing: string[] } {
  const declared = new Set<string>();
  for (const dir of SOURCES) {
    for (const file of sourceFiles(join(ROOT, dir))) {
      for (const match of readFileSync(file, "utf8").matchAll(/\.get(?:<[^>]*>)?\(\s*"(\/[^"]*)"/g)) if (match[1]) declared.add(match[1]);
    }
  }
  const listed = new Set(API_GET_ENDPOINTS.map((endpoint) => endpoint.route));
  const missing = [...declared].filter((route) => !listed.has(route) && !(route in NOT_ASKED));
  return { declared: [...declared].sort(), missing };
}
