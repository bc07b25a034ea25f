import { ApiError } from "@quorum/core";

/** The messages the API gave for one request field (spec §8: a field error is preferred); none for other failures. */
export function fieldMessages(error: unknown, field: string): string[] {
  return error instanceof ApiError ? error.fieldErrors(field).map((e) => e.message) : [];
}
