import { HttpError } from "./HttpError";

/** 422 "Validation failed." with one message on one field, as a failed schema check answers. */
export function validationError(field: string, message: string, code = "invalid"): HttpError {
  return new HttpError(422, "Validation failed.", { errors: { [field]: [{ message, code, field }] } });
}
