import { API_BASE, ApiErrorBodySchema } from "@quorum/api";
import type { FastifySchema } from "fastify";
import { CORE_VERSION } from "../CORE_VERSION";
import type { CatalogRoute } from "./RouteCatalog";

/** A JSON Schema as written into the document (plain JSON: TypeBox's symbols dropped). */
type JsonSchema = { [key: string]: unknown };

interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
  style?: string;
  explode?: boolean;
}

/** The OpenAPI 3.1 document (`GET /open-api/v3`), as plain JSON. */
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema> };
};

const ERROR_REF = { $ref: "#/components/schemas/Error" };

/** A schema as plain JSON (TypeBox keeps its kind in symbol keys, which JSON leaves out). */
function plain(schema: unknown): JsonSchema {
  return JSON.parse(JSON.stringify(schema)) as JsonSchema;
}

function properties(schema: unknown): Array<[string, JsonSchema, boolean]> {
  if (!schema || typeof schema !== "object") return [];
  const object = plain(schema);
  const required = new Set(Array.isArray(object.required) ? (object.required as string[]) : []);
  return Object.entries((object.properties ?? {}) as Record<string, JsonSchema>).map(([name, value]) => [name, value, required.has(name)]);
}

/** `/api/v2/discussions/:id` -> `/discussions/{id}` (a `*` wildcard as `{wildcard}`). */
function openApiPath(url: string): string {
  const path = url.startsWith(API_BASE) ? url.slice(API_BASE.length) || "/" : url;
  return path.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, "{$1}").replace(/\*$/, "{wildcard}");
}

function operationId(method: string, path: string, taken: Set<string>): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith("{") ? `by-${segment.slice(1, -1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  const base = [method.toLowerCase(), ...words].map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join("");
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
  taken.add(id);
  return id;
}

function parameters(schema: FastifySchema | undefined, path: string): Parameter[] {
  const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const declared = new Map(properties(schema?.params).map(([name, value]) => [name, value]));
  const found: Parameter[] = inPath.map((name) => ({ name, in: "path", required: true, schema: declared.get(name) ?? { type: "string" } }));
  for (const [name, value, required] of properties(schema?.querystring)) {
    // `params[key]=value`: a map sent as a deep object.
    const isObject = value.type === "object";
    found.push({ name, in: "query", required, schema: value, ...(isObject ? { style: "deepObject", explode: true } : {}) });
  }
  return found;
}

function responses(schema: FastifySchema | undefined): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  const declared = (schema?.response ?? {}) as Record<string, unknown>;
  for (const [code, value] of Object.entries(declared)) {
    const key = code.replace(/xx$/i, "XX");
    const json = plain(value);
    const description = typeof json.description === "string" ? json.description : "Success.";
    // A `null` schema is an answer without a body (204, 304).
    answers[key] = json.type === "null" ? { description } : { description, content: { "application/json": { schema: json } } };
  }
  if (!Object.keys(answers).some((code) => code.startsWith("2"))) answers["2XX"] = { description: "Success." };
  answers.default = { description: "An error: the status, a message, and the problem of each field.", content: { "application/json": { schema: ERROR_REF } } };
  return answers;
}

/**
 * The OpenAPI 3.1 description of the given routes, from the same TypeBox schemas that validate
 * their requests and (in tests) their answers: JSON Schema 2020-12 is OpenAPI 3.1's own dialect.
 */
export function buildOpenApiDocument(routes: readonly CatalogRoute[]): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  const taken = new Set<string>();
  for (const route of routes) {
    if (!route.url.startsWith(API_BASE)) continue;
    const path = openApiPath(route.url);
    const tag = path.split("/")[1] ?? "";
    const body = route.schema?.body;
    const operation: Record<string, unknown> = {
      operationId: operationId(route.method, path, taken),
      tags: [tag],
      parameters: parameters(route.schema, path),
      ...(body ? { requestBody: { required: true, content: { "application/json": { schema: plain(body) } } } } : {}),
      responses: responses(route.schema),
      ...(route.addon ? { "x-addon": route.addon } : {}),
    };
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Quorum API",
      version: CORE_VERSION,
      description: "The API of a Quorum site: the framework's routes and those of the add-ons enabled when this was asked for.",
    },
    servers: [{ url: API_BASE }],
    paths,
    components: { schemas: { Error: plain(ApiErrorBodySchema) } },
  };
}
