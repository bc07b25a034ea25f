import { HttpError } from "./HttpError";

/** 404 "{Type} not found." — `notFound("Discussion")`. */
export function notFound(type = "Page"): HttpError {
  return new HttpError(404, `${type} not found.`);
}
