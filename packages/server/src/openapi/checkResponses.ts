import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { FastifyReply, FastifyRequest, FastifySchema } from "fastify";

/** The schema a route declares for a status: the exact code, then `2xx`-style, then `default`. */
function declaredSchema(schema: FastifySchema | undefined, status: number): unknown {
  const responses = schema?.response as Record<string, unknown> | undefined;
  if (!responses) return undefined;
  return responses[String(status)] ?? responses[`${String(status)[0]}xx`] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

function bodyText(payload: unknown): string | undefined {
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload)) return payload.toString("utf8");
  return undefined;
}

/**
 * An `onSend` hook (`createApp({ checkResponses: true })`, which the test apps set) that checks
 * every JSON answer against the response schema its route declares and, when it does not match,
 * answers 500 with what differs: a test of any route then fails on a wrong shape. The schemas
 * are never used to write the answer (fast-json-stringify would drop fields it does not know).
 */
export function checkResponses(): (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown> {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const compiled = new WeakMap<object, ValidateFunction>();
  return async (request, reply, payload) => {
    const schema = declaredSchema(request.routeOptions.schema, reply.statusCode);
    const text = bodyText(payload);
    if (!schema || typeof schema !== "object" || text === undefined || reply.getHeader("content-encoding")) return payload;
    if (!String(reply.getHeader("content-type") ?? "").startsWith("application/json")) return payload;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    if (validate(JSON.parse(text))) return payload;
    const problems = (validate.errors ?? []).slice(0, 20).map((error) => `${error.instancePath || "/"} ${error.message ?? ""}`);
    const message = `The answer of ${request.method} ${request.routeOptions.url ?? request.url} (${reply.statusCode}) does not match its schema: ${problems.join("; ")}`;
    request.log.error(message);
    reply.code(500).header("content-type", "application/json; charset=utf-8");
    return JSON.stringify({ message, status: 500 });
  };
}
