import type { FieldError } from "@quorum/api";
import { HttpError } from "@quorum/server";
import type { BodyFormat } from "@quorum/server";
import { prepareBody } from "../prepareBody";

/**
 * The problem with a draft's body, or null: the same rules as posting it (valid rich2, not
 * blank), except that a draft still being written may be blank unless `required`.
 */
export function checkDraftBody(body: string, format: string, required: boolean): FieldError | null {
  if (body.trim() === "") return required ? { message: "Body is required.", code: "missingField", field: "body" } : null;
  try {
    prepareBody(body, format as BodyFormat);
    return null;
  } catch (error) {
    const problem = error instanceof HttpError ? error.errors?.body?.[0] : undefined;
    if (!problem) throw error;
    return !required && problem.code === "missingField" ? null : problem;
  }
}
