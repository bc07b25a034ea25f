import { HttpError } from "./HttpError";

/** 403, by default the spec's "Permission Problem". */
export function forbidden(message = "Permission Problem", description?: string): HttpError {
  return new HttpError(403, message, description === undefined ? {} : { description });
}
