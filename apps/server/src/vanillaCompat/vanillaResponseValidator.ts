import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import vanilla from "./vanillaResponses.json";

/** The shared GET endpoints, as `GET /path/{id}` (Vanilla's path spelling). */
export const VANILLA_SHARED_ENDPOINTS = Object.keys(vanilla.responses);

/**
 * Validates an answer against Vanilla's response schema of the same endpoint (OpenAPI 3.0:
 * `nullable` is Ajv's own keyword; its component references are read as `definitions`).
 */
export function vanillaResponseValidator(): (endpoint: string, body: unknown) => string[] {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const refs = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"#/definitions/')) as object;
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
