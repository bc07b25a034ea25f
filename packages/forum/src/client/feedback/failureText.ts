import { ApiError, t } from "@quorum/core";

/**
 * What a failure toast says (spec §8): the error's description, else its message, else the
 * toast's own fallback. Network failures are ApiErrors too (status 0), with the client's text.
 */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.description || error.message || t("Something has gone wrong.");
  return error instanceof Error && error.message ? error.message : t("Something has gone wrong.");
}
