/** The parts of a JSON schema (as TypeBox writes them) the fuzzer reads to make values. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  patternProperties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

/** A schema that takes any JSON under any key: the free-form fields (drafts' `postMeta`, settings' values). */
export function isFreeForm(schema: JsonSchema): boolean {
  if (schema.type === undefined && !schema.anyOf && !schema.oneOf && schema.const === undefined && !schema.enum) return true;
  return schema.type === "object" && !schema.properties && (schema.patternProperties !== undefined || schema.additionalProperties === undefined);
}
