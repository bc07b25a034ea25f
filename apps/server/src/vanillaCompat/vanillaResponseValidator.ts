import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import vanilla from "./vanillaResponses.json";

/** The shared GET endpoints, as `GET /path/{id}` (Vanilla's path spelling). */
export const VANILLA_SHARED_ENDPOINTS = Object.keys(vanilla.responses);

/**
 * The schema as Vanilla's own validator reads it: a `nullable` field takes null even where it
 * lists allowed values (`pinLocation`), which OpenAPI 3.0.3 would have listed in the enum.
 */
function nullableEnums(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullableEnums);
  if (value === null || typeof value !== "object") return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, nullableEnums(inner)]));
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) copy.enum = [...(copy.enum as unknown[]), null];
  return copy;
}

/**
 * Validates an answer against Vanilla's response schema of the same endpoint (OpenAPI 3.0:
 * `nullable` is Ajv's own keyword; its component references are read as `definitions`).
 */
export function vanillaResponseValidator(): (endpoint: string, body: unknown) => string[] {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const refs = (value: unknown) => nullableEnums(JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"#/definitions/'))) as object;
  const definitions = refs(vanilla.components.schemas);
  const compiled = new Map<string, ValidateFunction>();
  const responses: Record<string, unknown> = vanilla.responses;
  return (endpoint, body) => {
    let validate = compiled.get(endpoint);
    if (!validate) {
      const schema = responses[endpoint];
      if (!schema) throw new Error(`Vanilla publishes no ${endpoint}`);
      validate = ajv.compile({ ...refs(schema), definitions });
      compiled.set(endpoint, validate);
    }
    return validate(body) ? [] : (validate.errors ?? []).map((error: ErrorObject) => `${error.instancePath || "/"} ${error.message ?? ""}`);
  };
}
