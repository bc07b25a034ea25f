import { fieldErrorsOf } from "./fieldErrorsOf";

/**
 * Whether the API blamed one of the form's own fields. Those errors show next to their fields, so
 * the form shows a general error message only when this is false (no message said twice).
 */
export function hasFieldErrors(error: unknown, fields: readonly string[]): boolean {
  return fields.some((field) => fieldErrorsOf(error, field).length > 0);
}
