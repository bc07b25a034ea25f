import type { JsonSchema } from "./JsonSchema.ts";
import type { Random } from "./random.ts";

/**
 * A value the schema accepts, drawn at random: ids from the demo site's first few records, words
 * that fit every pattern the API uses, dates in the future. Optional properties are each sent half
 * the time, so the other fields' combinations get tried too.
 */
export function validValue(schema: JsonSchema, name: string, random: Random): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const nonNull = branches.filter((branch) => branch.type !== "null");
    return validValue(random.pick(nonNull.length > 0 ? nonNull : branches), name, random);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "integer":
    case "number":
      return validNumber(schema, name, random);
    case "boolean":
      return random.chance(0.5);
    case "null":
      return null;
    case "string":
      return validString(schema, name, random);
    case "array": {
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: Math.min(count, schema.maxItems ?? count) }, () => validValue(schema.items ?? {}, name, random));
    }
    case "object":
      return validObject(schema, random);
    default:
      return { note: "fuzz" };
  }
}

function validNumber(schema: JsonSchema, name: string, random: Random): number {
  const min = schema.minimum ?? 0;
  const max = schema.maximum ?? min + 1000;
  // Ids and pages of the demo site are small: most of them name a record that exists.
  const wanted = /id$/i.test(name) || name === "page" ? 1 + random.int(5) : 1 + random.int(10);
  return Math.min(Math.max(wanted, min), max);
}

function validString(schema: JsonSchema, name: string, random: Random): string {
  if (schema.format === "date-time") return new Date(Date.UTC(2031, random.int(12), 1 + random.int(28))).toISOString();
  if (schema.format === "email") return `fuzz${random.int(1_000_000)}@example.com`;
  // A discussion's post type: the one every site has.
  if (name === "type") return "discussion";
  if (schema.format === "uri") return `https://example.com/${random.int(1000)}`;
  // Letters then digits fit most patterns the API's schemas use (names, view types, tag names);
  // for the others (url codes in lower case, short codes, locales, months, paths) the first of a
  // few shapes that fits. One draw whatever the pattern, so the other cases of a seed stay as they were.
  const n = random.int(1_000_000);
  const min = schema.minLength ?? 0;
  const sized = (text: string) => text.padEnd(min, "x").slice(0, Math.max(schema.maxLength ?? text.length, min));
  const shapes = [`fuzzWord${n}`, `fuzzword${n}`, `fz${n % 1000}`, "en", `2031-${String(1 + (n % 12)).padStart(2, "0")}`, `/fuzz/${n}`].map(sized);
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, "u");
  return shapes.find((shape) => pattern?.test(shape) ?? true) ?? (shapes[0] as string);
}

function validObject(schema: JsonSchema, random: Random): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  const properties = Object.entries(schema.properties ?? {});
  for (const [key, property] of properties) {
    if (schema.required?.includes(key) || random.chance(0.5)) value[key] = validValue(property, key, random);
  }
  // A PATCH body must name something to change (`minProperties`): the first properties left out.
  for (const [key, property] of properties) {
    if (Object.keys(value).length >= (schema.minProperties ?? 0)) break;
    if (!(key in value)) value[key] = validValue(property, key, random);
  }
  if (!schema.properties) value.fuzzKey = "fuzz value";
  return value;
}
