import { ApiError } from "@quorum/core";
import type { FieldError } from "@quorum/api";

/** The errors the API reported for one request field; none for other failures (spec §8). */
export function fieldErrorsOf(error: unknown, field: string): FieldError[] {
  return error instanceof ApiError ? error.fieldErrors(field) : [];
}
