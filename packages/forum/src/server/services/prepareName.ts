import { validationError } from "@quorum/server";

/** Trims a discussion title; a blank one is a 422 on `name`. */
export function prepareName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === "") throw validationError("name", "Name is required.", "missingField");
  return trimmed;
}
