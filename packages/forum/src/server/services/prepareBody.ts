import { cookBody, validationError, type BodyFormat, type CookedBody } from "@quorum/server";

/**
 * Checks a posted body and settles its format. Without a format, a body that is a JSON array is
 * taken as rich2 (the editor's format) and anything else as plain text. Throws a 422 on `body`.
 * Answers the body rendered too (stored beside it, so reads never render).
 */
export function prepareBody(body: string, format: BodyFormat | undefined): { body: string; format: BodyFormat } & CookedBody {
  const resolved = format ?? (looksLikeRich(body) ? "rich2" : "text");
  if (resolved === "rich2") {
    if (!looksLikeRich(body)) throw validationError("body", "The body is not valid rich2 content.", "invalidFormat");
    if (richText(JSON.parse(body)).trim() === "") throw validationError("body", "Body is required.", "missingField");
  } else if (body.trim() === "") {
    throw validationError("body", "Body is required.", "missingField");
  }
  return { body, format: resolved, ...cookBody(body, resolved) };
}

function looksLikeRich(body: string): boolean {
  try {
    return Array.isArray(JSON.parse(body));
  } catch {
    return false;
  }
}

function richText(node: unknown): string {
  if (Array.isArray(node)) return node.map(richText).join("");
  if (typeof node !== "object" || node === null) return "";
  const record = node as { text?: unknown; children?: unknown; type?: unknown };
  if (typeof record.text === "string") return record.text;
  // Non-text content (an embed, a mention, a rule) counts as content.
  if (record.type === "mention" || record.type === "hr" || (typeof record.type === "string" && record.type.includes("embed"))) return "x";
  return richText(record.children);
}
