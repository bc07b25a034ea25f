import { isRichDocumentEmpty, parseRichDocument } from "@quorum/editor";
import { validationError } from "@quorum/server";

/**
 * A posted message body and its settled format, as the forum checks a comment's: without a format,
 * a JSON array is rich2 (the editor's) and anything else plain text; rich2 must be a JSON array;
 * a body with nothing to read (blank text, an empty document) is a 422 on `body`.
 */
export function checkBody(body: string, format: string | undefined): { body: string; format: string } {
  const rich = isJsonArray(body);
  const resolved = format ?? (rich ? "rich2" : "text");
  if (resolved === "rich2") {
    if (!rich) throw validationError("body", "The body is not valid rich2 content.", "invalidFormat");
    if (isRichDocumentEmpty(parseRichDocument(body))) throw validationError("body", "Body is required.", "missingField");
  } else if (body.trim() === "") {
    throw validationError("body", "Body is required.", "missingField");
  }
  return { body, format: resolved };
}

function isJsonArray(body: string): boolean {
  try {
    return Array.isArray(JSON.parse(body));
  } catch {
    return false;
  }
}
