import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** A POST/PUT/PATCH/DELETE route of the API, its path in Fastify's form (`/api/v2/discussions/:id`). */
export interface MutationRoute {
  method: string;
  path: string;
}

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

/**
 * Every mutation route of the running site. The route table is the site's own OpenAPI document
 * (`GET /api/v2/open-api/v3`, built from the registered routes); a site that does not serve one
 * yet is read from the route declarations of the server code (`.post("/path"` and the like in the
 * framework's and every feature's server half), so no route is left out by a hand-kept list.
 */
export async function mutationRoutes(baseUrl: string): Promise<{ routes: MutationRoute[]; source: string; unresolved: number }> {
  const response = await fetch(`${baseUrl}/api/v2/open-api/v3`).catch(() => undefined);
  if (response?.ok) {
    const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    const routes: MutationRoute[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      const full = (path.startsWith("/api/v2") ? path : `/api/v2${path}`).replace(/\{([^}]+)\}/g, ":$1");
      for (const method of Object.keys(operations)) if (MUTATIONS.has(method.toUpperCase())) routes.push({ method: method.toUpperCase(), path: full });
    }
    return { routes, source: "the site's OpenAPI document", unresolved: 0 };
  }
  return { ...declaredRoutes(), source: "the server code's route declarations" };
}

const DECLARATION = /\.(post|put|patch|delete)(?:<[^>(]*>)?\(\s*"(\/[^"]*)"/g;
/** A declaration whose path is computed (a variable or template): counted, as the scan cannot name it. */
const COMPUTED = /\b(?:app|api|typed|scope)\.(post|put|patch|delete)(?:<[^>(]*>)?\(\s*[`a-zA-Z]/g;

function declaredRoutes(): { routes: MutationRoute[]; unresolved: number } {
  const files = [
    join(repoRoot, "packages/server/src"),
    ...readdirSync(join(repoRoot, "packages")).map((name) => join(repoRoot, "packages", name, "src/server")),
  ];
  const seen = new Map<string, MutationRoute>();
  let unresolved = 0;
  for (const file of files.flatMap(sourceFiles)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(DECLARATION)) {
      const route = { method: (match[1] ?? "").toUpperCase(), path: `/api/v2${match[2] ?? ""}` };
      seen.set(`${route.method} ${route.path}`, route);
    }
    unresolved += [...text.matchAll(COMPUTED)].length;
  }
  return { routes: [...seen.values()], unresolved };
}

/** The production sources under `dir`: tests, test helpers and fixtures declare routes the site does not have. */
function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "testing" || name === "node_modules" ? [] : sourceFiles(path);
    return name.endsWith(".ts") && !/\.(test|fixture)\.ts$/.test(name) ? [path] : [];
  });
}
