import { LONG_RUNNER_CONTENT_TYPE } from "@quorum/api";
import type { FastifyInstance } from "fastify";
import { validationError } from "../errors/validationError";
import type { QuorumContext } from "../QuorumContext";

/**
 * `POST /calls/run`: continues a long-running job. The body is the `callbackPayload` itself
 * (content type `application/system+jwt`, as the client sends it, or text), or JSON
 * `{ callbackPayload }`. Answers the job's `LongRunnerResult` (200 done, 408 more to do).
 */
export async function callsRoutes(app: FastifyInstance, ctx: QuorumContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(LONG_RUNNER_CONTENT_TYPE, { parseAs: "string", bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    scope.post("/calls/run", async (request, reply) => ctx.longRunner.resume(request, reply, payloadOf(request.body)));
  });
}

function payloadOf(body: unknown): string {
  if (typeof body === "string" && body.trim() !== "") return body.trim();
  if (typeof body === "object" && body !== null) {
    const { callbackPayload } = body as { callbackPayload?: unknown };
    if (typeof callbackPayload === "string" && callbackPayload.trim() !== "") return callbackPayload.trim();
  }
  throw validationError("callbackPayload", "callbackPayload is required.", "missingField");
}
