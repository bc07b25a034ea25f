import type { FuzzCase, PersonaName } from "./FuzzCase.ts";
import { BODY_VALUES, PATH_VALUES, QUERY_VALUES, type HostileValue } from "./hostileValues.ts";
import { isFreeForm, type JsonSchema } from "./JsonSchema.ts";
import { MULTIPART_BODIES } from "./multipartBodies.ts";
import { seededRandom, type Random } from "./random.ts";
import { RawJson, toJson } from "./rawJson.ts";
import type { RouteEntry } from "../readRouteTable.ts";
import { validValue } from "./validValue.ts";

const JSON_TYPE = "application/json";

/** Whole bodies in place of a valid one: broken JSON, other JSON types, other content types, prototype keys. */
const WHOLE_BODIES: ReadonlyArray<{ label: string; contentType: string; body: string | Uint8Array<ArrayBuffer> }> = [
  { label: "malformed JSON", contentType: JSON_TYPE, body: '{"a":' },
  { label: "trailing garbage", contentType: JSON_TYPE, body: "{} x" },
  { label: "a JSON array", contentType: JSON_TYPE, body: "[]" },
  { label: "JSON null", contentType: JSON_TYPE, body: "null" },
  { label: "a JSON string", contentType: JSON_TYPE, body: '"text"' },
  { label: "a JSON number", contentType: JSON_TYPE, body: "1e400" },
  { label: "an empty JSON body", contentType: JSON_TYPE, body: "" },
  { label: "a __proto__ key", contentType: JSON_TYPE, body: '{"__proto__":{"isAdmin":true}}' },
  { label: "a constructor.prototype key", contentType: JSON_TYPE, body: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { label: "a byte-order mark", contentType: JSON_TYPE, body: "\ufeff{}" },
  { label: "invalid UTF-8", contentType: JSON_TYPE, body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { label: "a body nested 10,000 deep", contentType: JSON_TYPE, body: `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}` },
  { label: "a body over the size limit", contentType: JSON_TYPE, body: `{"a":"${"z".repeat(1_100_000)}"}` },
  { label: "JSON as text/plain", contentType: "text/plain", body: "{}" },
  { label: "a form-encoded body", contentType: "application/x-www-form-urlencoded", body: "a=1&b=2" },
  { label: "multipart without a boundary", contentType: "multipart/form-data", body: "--x--" },
  { label: "XML", contentType: "application/xml", body: "<a>1</a>" },
  { label: "JSON in UTF-16", contentType: "application/json; charset=utf-16", body: "{}" },
  { label: "a made-up content type", contentType: "application/x-fuzz", body: "{}" },
];

interface FieldSite {
  path: string[];
  schema: JsonSchema;
}

/** Every property of an object schema, nested ones included (a few levels), as paths. */
function fieldSites(schema: JsonSchema, prefix: string[] = [], depth = 0): FieldSite[] {
  const sites: FieldSite[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    sites.push({ path, schema: property });
    const nested = property.anyOf?.find((branch) => branch.type === "object") ?? property;
    if (depth < 4 && nested.type === "object" && nested.properties) sites.push(...fieldSites(nested, path, depth + 1));
  }
  return sites;
}

/** An integer field, or a union with an integer branch (`tagID`: one id or a list). */
function takesInteger(schema: JsonSchema | undefined): boolean {
  return schema?.type === "integer" || (schema?.anyOf ?? []).some((branch) => branch.type === "integer");
}

/**
 * Puts `value` at `path` in the body. An object on the way that the valid body left out (an
 * optional one) is made valid first, from its schema, so the request differs from a valid one
 * in that field alone; `fill` draws its values (not the cases' own draws, so the other cases of a
 * seed stay as they were).
 */
function setAt(target: Record<string, unknown>, path: string[], value: unknown, schema: JsonSchema, fill: Random): void {
  let node = target;
  let nodeSchema: JsonSchema | undefined = schema;
  for (const key of path.slice(0, -1)) {
    const property: JsonSchema | undefined = nodeSchema?.properties?.[key];
    nodeSchema = property?.anyOf?.find((branch) => branch.type === "object") ?? property;
    const next = node[key];
    if (next === null || typeof next !== "object" || Array.isArray(next)) node[key] = nodeSchema?.type === "object" ? validValue(nodeSchema, key, fill) : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1] as string] = value;
}

function encodeQuery(query: Record<string, unknown>): string[] {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) pairs.push(`${key}[]=${encodeURIComponent(String(item))}`);
    else if (value !== null && typeof value === "object")
      for (const [inner, item] of Object.entries(value)) pairs.push(`${key}[${inner}]=${encodeURIComponent(String(item))}`);
    else pairs.push(`${key}=${encodeURIComponent(String(value))}`);
  }
  return pairs;
}

function queryPair(key: string, hostile: HostileValue): string {
  const value = String(hostile.value);
  return value.startsWith("[") ? `${key}${value.replaceAll("__FIELD__", key)}` : `${key}=${value}`;
}

/** Routes that would end the persona's own session or switch off the forum for the rest of the run, when sent valid. */
function sessionEnding(route: RouteEntry): boolean {
  return route.method === "DELETE" && route.url === "/api/v2/authenticate";
}

/** The fuzz cases of one route for one persona: `count` requests, each a valid request with one thing changed (or none). */
export function makeCases(route: RouteEntry, persona: PersonaName, count: number, random: Random, firstIndex: number): FuzzCase[] {
  const params = route.schema.params as JsonSchema | undefined;
  const querySchema = route.schema.querystring as JsonSchema | undefined;
  const bodySchema = route.schema.body as JsonSchema | undefined;
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const takesBody = route.method !== "GET" && (route.method !== "DELETE" || bodySchema !== undefined);
  const isUpload = route.url === "/api/v2/media";
  const bodySites = bodySchema ? fieldSites(bodySchema) : [];
  const querySites = querySchema ? fieldSites(querySchema) : [];
  const kinds = [
    "valid",
    ...(paramNames.length > 0 ? ["param", "param"] : []),
    ...(querySites.length > 0 ? ["query", "query", "query"] : []),
    ...(bodySites.length > 0 ? ["body", "body", "body", "body", "missing", "extra"] : []),
    ...(takesBody && !isUpload ? ["whole"] : []),
    ...(isUpload ? ["multipart", "multipart", "multipart"] : []),
  ];

  const cases: FuzzCase[] = [];
  for (let i = 0; i < count; i += 1) {
    const kind = random.pick(kinds);
    const pathValues: Record<string, string> = {};
    for (const name of paramNames) {
      const schema = ((params?.properties ?? {})[name] ?? { type: "string" }) as JsonSchema;
      pathValues[name] = encodeURIComponent(String(validValue(schema, name, random)));
    }
    const query = querySchema ? (validValue(querySchema, "query", random) as Record<string, unknown>) : {};
    const body: unknown = bodySchema ? validValue(bodySchema, "body", random) : takesBody && !isUpload ? {} : undefined;
    let rawBody: string | Uint8Array<ArrayBuffer> | undefined;
    let contentType = JSON_TYPE;
    let extraQuery: string | undefined;
    let mutation = "valid";
    let field: string | undefined;
    let refused = false;

    if (kind === "param") {
      const name = random.pick(paramNames);
      const hostile = random.pick(PATH_VALUES);
      pathValues[name] = String(hostile.value);
      mutation = `path :${name} = ${hostile.label}`;
      field = name;
      refused = hostile.refused && (!hostile.integerOnly || takesInteger(params?.properties?.[name]));
    } else if (kind === "query") {
      const site = random.pick(querySites);
      const key = site.path[0] as string;
      const hostile = random.pick(QUERY_VALUES);
      delete query[key];
      extraQuery = queryPair(key, hostile);
      mutation = `query ${key} = ${hostile.label}`;
      field = key;
      refused = hostile.refused && (!hostile.integerOnly || takesInteger(site.schema));
    } else if (kind === "body") {
      const freeForm = bodySites.filter((site) => isFreeForm(site.schema));
      const site = freeForm.length > 0 && random.chance(0.3) ? random.pick(freeForm) : random.pick(bodySites);
      const hostile = random.pick(BODY_VALUES);
      setAt(body as Record<string, unknown>, site.path, hostile.value, bodySchema ?? {}, seededRandom(firstIndex + i));
      field = site.path.join(".");
      mutation = `body ${field} = ${hostile.label}`;
      refused = hostile.refused && (!hostile.integerOnly || takesInteger(site.schema) || takesInteger(site.schema.items)) && !dropsWhole(site.schema, hostile);
    } else if (kind === "missing") {
      const required = bodySchema?.required ?? [];
      if (required.length > 0) {
        const key = random.pick(required);
        delete (body as Record<string, unknown>)[key];
        mutation = `body without ${key}`;
        field = key;
        refused = true;
      } else {
        (body as Record<string, unknown>).fuzzExtra = new RawJson("1e400");
        mutation = "body with an extra field";
      }
    } else if (kind === "extra") {
      (body as Record<string, unknown>)[random.pick(["fuzzExtra", "insertUserID", "isAdmin", "permissions"])] = random.pick([1, "x", true, { a: 1 }]);
      mutation = "body with an extra field";
    } else if (kind === "whole") {
      const whole = random.pick(WHOLE_BODIES);
      rawBody = whole.body;
      contentType = whole.contentType;
      mutation = `whole body: ${whole.label}`;
    } else if (kind === "multipart" || (kind === "valid" && isUpload)) {
      const upload = kind === "valid" ? (MULTIPART_BODIES[0] as (typeof MULTIPART_BODIES)[number]) : random.pick(MULTIPART_BODIES);
      rawBody = upload.body;
      contentType = upload.contentType;
      mutation = `multipart: ${upload.label}`;
    }

    const path = route.url.replace(/:(\w+)/g, (_, name: string) => pathValues[name] ?? "1");
    const pairs = [...encodeQuery(query), ...(extraQuery ? [extraQuery] : [])];
    const sendsBody = takesBody && (rawBody !== undefined || body !== undefined);
    cases.push({
      index: firstIndex + i,
      persona: sessionEnding(route) ? "guest" : persona,
      route: `${route.method} ${route.url}`,
      method: route.method,
      path: pairs.length > 0 ? `${path}?${pairs.join("&")}` : path,
      headers: sendsBody ? { "content-type": contentType } : {},
      ...(sendsBody ? { body: rawBody ?? toJson(body) } : {}),
      mutation,
      ...(field !== undefined ? { field } : {}),
      refused,
    });
  }
  return cases;
}

/** A closed object schema (`additionalProperties: false`) that has none of the value's keys: the schema check removes them all. */
function dropsWhole(schema: JsonSchema, hostile: HostileValue): boolean {
  if (!hostile.objectKeys || schema.type !== "object" || schema.additionalProperties !== false) return false;
  return hostile.objectKeys.every((key) => !Object.hasOwn(schema.properties ?? {}, key));
}
