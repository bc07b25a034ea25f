import type { ApiErrorBody } from "@quorum/api";
import type { FastifyError, FastifyInstance } from "fastify";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/isDatabaseUnavailable";
import { isWithheldUntilConfirmed } from "../emailConfirmation/withholdUntilConfirmed";
import { formatValidationErrors } from "./formatValidationErrors";
import { HttpError } from "./HttpError";

/** The spec's text (§8), answered to a member refused what they lack until their email is confirmed. */
const UNCONFIRMED_MESSAGE = "Your email address is not confirmed.";
const UNCONFIRMED_DESCRIPTION = "Confirm it with the link in the email we sent you, then try again.";

/**
 * Makes every error answer the spec's body `{ message, status, description?, errors? }`: an
 * HttpError as thrown, a failed schema check as 422 "Validation failed." with one message per
 * field, Fastify's own 4xx with their message, the database gone away as 503 "The database is
 * unavailable. Try again in a moment." with Retry-After, and anything else as a logged 500 whose
 * details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    let body: ApiErrorBody;
    if (error instanceof HttpError) {
      body = error.toBody();
      if (error.headers) reply.headers(error.headers);
      // A permission refused to a member who lacks it only until they confirm their email says so (spec §5, §8).
      if (body.status === 403 && body.message === "Permission Problem" && isWithheldUntilConfirmed(request.viewer?.permissions)) {
        body = { message: UNCONFIRMED_MESSAGE, status: 403, description: UNCONFIRMED_DESCRIPTION };
      }
    } else if (error.validation) {
      body = { message: "Validation failed.", status: 422, errors: formatValidationErrors(error.validation) };
    } else if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
      body = { message: error.message, status: error.statusCode };
    } else if (isDatabaseUnavailable(error)) {
      // The database went away (a restart, a failover): the request may be tried again shortly.
      request.log.warn({ err: error }, "Database unavailable");
      reply.header("retry-after", "5");
      body = { message: DATABASE_UNAVAILABLE_MESSAGE, status: 503 };
    } else {
      request.log.error({ err: error }, "Unhandled error");
      body = { message: "Something went wrong.", status: 500 };
    }
    if (body.status >= 500 && error instanceof HttpError) request.log.error({ err: error }, error.message);
    return reply.code(body.status).type("application/json; charset=utf-8").send(body);
  });
}
