import type { FuzzCase } from "./FuzzCase.ts";

/** What a response did wrong, by figure; `undefined` when it is fine. */
export type Finding = "server error" | "4xx without a message" | "validation error not naming the field" | "hostile value accepted";

/**
 * Judges one answer: never ≥ 500; every 4xx in the API's error shape `{message, status}` with a
 * message; a 400/422 about a field this case changed names that field (or a part of it, or the
 * object holding it); a value that must be refused is not answered 2xx.
 */
export function checkResponse(fuzzCase: FuzzCase, status: number, text: string): Finding | undefined {
  if (status >= 500) return "server error";
  if (status >= 400) {
    let body: { message?: unknown; status?: unknown; errors?: unknown } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return "4xx without a message";
    }
    if (typeof body.message !== "string" || body.message.trim() === "" || body.status !== status) return "4xx without a message";
    const named = body.errors !== null && typeof body.errors === "object" ? Object.keys(body.errors) : [];
    if (status === 422 && named.length === 0) return "validation error not naming the field";
    if ((status === 422 || status === 400) && fuzzCase.refused && fuzzCase.field !== undefined) {
      const field = fuzzCase.field;
      const names = (key: string) => key === field || key.startsWith(`${field}.`) || (field.startsWith(`${key}.`) && key !== "body");
      if (!named.some(names)) return "validation error not naming the field";
    }
    return undefined;
  }
  if (fuzzCase.refused && status < 300) return "hostile value accepted";
  return undefined;
}
