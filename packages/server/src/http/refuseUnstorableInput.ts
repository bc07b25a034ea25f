import type { FastifyRequest } from "fastify";
import { HttpError } from "../errors/HttpError";
import { unstorableInput } from "./unstorableInput";

/**
 * Hook of every API route: a path parameter, query value or body value the database cannot store
 * (NUL characters, lone surrogates, non-finite numbers) is refused with a 422 naming its field
 * before the route's handler sees it — one check for every route, add-ons' included, whatever
 * their schemas say. It runs both before the schema check (whose coercion would turn a body's
 * Infinity into the text "Infinity" for a string field) and after it (whose coercion turns a
 * query's "Infinity" into the number, and then skips `maximum` for it).
 */
export async function refuseUnstorableInput(request: FastifyRequest): Promise<void> {
  const found = unstorableInput(request.params) ?? unstorableInput(request.query) ?? unstorableInput(request.body);
  if (found) throw new HttpError(422, "Validation failed.", { errors: { [found.field]: [found.error] } });
}
