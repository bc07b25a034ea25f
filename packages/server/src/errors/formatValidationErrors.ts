import type { FieldError } from "@quorum/api";
import type { FastifySchemaValidationError } from "fastify";

type AjvError = FastifySchemaValidationError;

/**
 * Turns a schema check's errors into `errors[field]`, one readable message per field that names
 * it ("name is required.", "name must be at most 100 characters."). A union reports one error per
 * branch; they are merged into one message ("sort must be one of: a, b.").
 */
export function formatValidationErrors(errors: readonly AjvError[]): Record<string, FieldError[]> {
  const byField = new Map<string, AjvError[]>();
  for (const error of errors) {
    if (error.keyword === "anyOf" || error.keyword === "oneOf" || error.keyword === "if") continue;
    const field = fieldOf(error);
    byField.set(field, [...(byField.get(field) ?? []), error]);
  }
  const result: Record<string, FieldError[]> = {};
  for (const [field, list] of byField) {
    const { message, code } = describe(field, list);
    result[field] = [{ message, code, field }];
  }
  return result;
}

function fieldOf(error: AjvError): string {
  const path = error.instancePath.split("/").filter(Boolean).map(decodePointer);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "required" && typeof params.missingProperty === "string") path.push(params.missingProperty);
  if (error.keyword === "additionalProperties" && typeof params.additionalProperty === "string") path.push(params.additionalProperty);
  return path.join(".") || "body";
}

function decodePointer(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

function describe(field: string, errors: AjvError[]): { message: string; code: string } {
  const find = (keyword: string) => errors.find((e) => e.keyword === keyword);
  const param = (e: AjvError, name: string) => (e.params as Record<string, unknown>)[name];

  if (find("required")) return { message: `${field} is required.`, code: "missingField" };
  const allowed = errors.flatMap((e) =>
    e.keyword === "const" ? [param(e, "allowedValue")] : e.keyword === "enum" ? ((param(e, "allowedValues") as unknown[]) ?? []) : [],
  );
  if (allowed.length > 0) return { message: `${field} must be one of: ${allowed.map(String).join(", ")}.`, code: "enum" };
  const types = errors.filter((e) => e.keyword === "type").flatMap((e) => String(param(e, "type")).split(","));
  if (types.length > 0) return { message: `${field} must be ${types.map(withArticle).join(" or ")}.`, code: "type" };

  const first = errors[0] as AjvError;
  const limit = param(first, "limit");
  switch (first.keyword) {
    case "minLength":
      return Number(limit) <= 1
        ? { message: `${field} is required.`, code: "missingField" }
        : { message: `${field} must be at least ${String(limit)} characters.`, code: "minLength" };
    case "maxLength":
      return { message: `${field} must be at most ${String(limit)} characters.`, code: "maxLength" };
    case "pattern":
      return { message: `${field} is not in the correct format.`, code: "pattern" };
    case "format":
      return param(first, "format") === "email"
        ? { message: `${field} is not a valid email address.`, code: "format" }
        : { message: `${field} is not a valid ${String(param(first, "format"))}.`, code: "format" };
    case "minimum":
    case "exclusiveMinimum":
      return { message: `${field} must be greater than ${first.keyword === "minimum" ? "or equal to " : ""}${String(limit)}.`, code: "minimum" };
    case "maximum":
    case "exclusiveMaximum":
      return { message: `${field} must be less than ${first.keyword === "maximum" ? "or equal to " : ""}${String(limit)}.`, code: "maximum" };
    case "minItems":
      return { message: `${field} must contain at least ${String(limit)} items.`, code: "minItems" };
    case "maxItems":
      return { message: `${field} must contain at most ${String(limit)} items.`, code: "maxItems" };
    case "additionalProperties":
      return { message: `${field} is not allowed.`, code: "additionalProperties" };
    default:
      return { message: `${field} ${first.message ?? "is invalid"}.`, code: first.keyword };
  }
}

function withArticle(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
