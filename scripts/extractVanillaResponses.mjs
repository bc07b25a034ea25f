#!/usr/bin/env node
// Writes apps/server/src/vanillaCompat/vanillaResponses.json: Vanilla's response schemas of the
// GET endpoints Quorum shares with it, from Vanilla's merged OpenAPI document (the fragments of
// vanilla/vanilla's `*/openapi/*.yml`, merged as its OpenAPIBuilder does). Only the shapes are
// kept: descriptions, examples and the schemas no shared endpoint reaches are left out.
//
//   node scripts/extractVanillaResponses.mjs <merged-openapi.json>
//
// See apps/server/src/vanillaCompat/README.md.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The GET paths Quorum and Vanilla both publish (Quorum's `/api/v2` route table; docs/product.md §7). */
const SHARED_PATHS = [
  "/addons",
  "/audit-logs",
  "/categories",
  "/categories/search",
  "/categories/{id}",
  "/collections",
  "/collections/by-resource",
  "/comments",
  "/comments/{id}",
  "/comments/{id}/reactions",
  "/config",
  "/discussions",
  "/discussions/{id}",
  "/discussions/{id}/reactions",
  "/drafts",
  "/drafts/{id}",
  "/drafts/{id}/edit",
  "/layouts/lookup-hydrate",
  "/reactions",
  "/reports",
  "/tags",
  "/users/by-names",
  "/users/me",
  "/users/me-counts",
  "/users/{id}",
];

/** Annotations that say nothing about a value's shape. */
const DROPPED_KEYS = new Set(["description", "example", "examples", "x-addon", "x-hidden", "title"]);

const source = process.argv[2];
if (!source) {
  console.error("usage: node scripts/extractVanillaResponses.mjs <merged-openapi.json>");
  process.exit(1);
}
const document = JSON.parse(readFileSync(source, "utf8"));
const schemas = document.components.schemas;
const needed = new Set();

/** A copy without annotations, noting every component schema it refers to (and theirs). */
function shape(value) {
  if (Array.isArray(value)) return value.map(shape);
  if (value === null || typeof value !== "object") return value;
  const copy = {};
  for (const [key, inner] of Object.entries(value)) {
    // `description` is also a property name (of categories, of addons): only annotations are dropped.
    if (DROPPED_KEYS.has(key) && (typeof inner !== "object" || inner === null || key === "examples" || key === "example")) continue;
    if (key === "$ref") {
      const name = /^#\/components\/schemas\/(.+)$/.exec(inner)?.[1];
      if (!name) throw new Error(`Unexpected reference ${inner}`);
      if (!needed.has(name)) {
        needed.add(name);
        if (!schemas[name]) throw new Error(`Missing schema ${name}`);
        kept[name] = shape(schemas[name]);
      }
    }
    copy[key] = shape(inner);
  }
  return copy;
}

const kept = {};
const responses = {};
for (const path of SHARED_PATHS) {
  const schema = document.paths[path]?.get?.responses?.["200"]?.content?.["application/json"]?.schema;
  if (!schema) throw new Error(`No 200 JSON response for GET ${path}`);
  responses[`GET ${path}`] = shape(schema);
}
const sorted = Object.fromEntries(Object.entries(kept).sort(([a], [b]) => a.localeCompare(b)));
const output = {
  source: `vanilla/vanilla, OpenAPI ${document.openapi}, merged fragments; written by scripts/extractVanillaResponses.mjs`,
  responses,
  components: { schemas: sorted },
};
const target = fileURLToPath(new URL("../apps/server/src/vanillaCompat/vanillaResponses.json", import.meta.url));
writeFileSync(target, `${JSON.stringify(output, null, 1)}\n`);
console.log(`${Object.keys(responses).length} responses, ${needed.size} schemas -> ${target}`);
