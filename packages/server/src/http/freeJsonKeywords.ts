import type { FastifyServerOptions } from "fastify";

// Ajv as Fastify's schema compiler hands it to its plugins (ajv itself is not a dependency of this package).
type AjvPlugin = Extract<NonNullable<NonNullable<FastifyServerOptions["ajv"]>["plugins"]>[number], (...args: never[]) => unknown>;
type Ajv = Parameters<AjvPlugin>[0];

/** Levels of nesting of a JSON value, counted without recursion and given up on once past `limit`. */
function depthOver(value: unknown, limit: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const node = stack.pop() as { value: unknown; depth: number };
    if (node.value === null || typeof node.value !== "object") continue;
    const depth = node.depth + 1;
    if (depth > limit) return true;
    for (const item of Object.values(node.value)) stack.push({ value: item, depth });
  }
  return false;
}

/** A keyword whose value is a number limit; its error's message is worded by `formatValidationErrors` as "{field} {message}.". */
function addLimitKeyword(ajv: Ajv, name: string, over: (limit: number, data: unknown) => boolean, message: (limit: number) => string): void {
  const validate = Object.assign(
    (limit: number, data: unknown) => {
      validate.errors = over(limit, data) ? [{ keyword: name, message: message(limit), params: { limit } }] : [];
      return validate.errors.length === 0;
    },
    { errors: [] as Array<{ keyword: string; message: string; params: { limit: number } }> },
  );
  ajv.addKeyword({ keyword: name, schemaType: "number", errors: true, validate });
}

/**
 * Ajv plugin of the API's schema check: `maxJsonDepth` and `maxJsonBytes` bound free-form JSON
 * (`FreeJson` of @quorum/api), so a value nested 10,000 deep or of a megabyte is refused with a 422
 * naming its field instead of reaching the database (whose json parser gives up on deep nesting).
 * Depth is checked first, so a deep value is never serialized to be measured.
 */
export function freeJsonKeywords(ajv: Ajv): Ajv {
  addLimitKeyword(
    ajv,
    "maxJsonDepth",
    (limit, data) => depthOver(data, limit),
    (limit) => `must be nested at most ${limit} levels deep`,
  );
  // A value nested deeper than any limit is not serialized to be measured (the depth keyword refuses it).
  addLimitKeyword(
    ajv,
    "maxJsonBytes",
    (limit, data) => !depthOver(data, 64) && Buffer.byteLength(JSON.stringify(data) ?? "") > limit,
    (limit) => `must be at most ${limit.toLocaleString("en-US")} bytes of JSON`,
  );
  return ajv;
}
