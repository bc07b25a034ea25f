import type { ApiErrorBody } from "@quorum/api";
import { t } from "../i18n/t";
import { ApiError } from "./ApiError";

/** The error interceptor of spec §8: turns a failed response's body into an `ApiError`. */
export function toApiError(status: number, body: unknown, contentType: string): ApiError {
  if (isObject(body)) {
    const errors = isObject(body.errors) ? (body.errors as NonNullable<ApiErrorBody["errors"]>) : undefined;
    // A field's own message says more than the generic "Validation failed" (spec §8).
    const fieldMessage = errors ? firstFieldMessage(errors) : undefined;
    const message = fieldMessage ?? (typeof body.message === "string" && body.message ? body.message : t("Something went wrong."));
    return new ApiError({
      message,
      status,
      ...(typeof body.description === "string" ? { description: body.description } : {}),
      ...(errors ? { errors } : {}),
      ...(isObject(body.actionButton) ? { actionButton: body.actionButton as NonNullable<ApiErrorBody["actionButton"]> } : {}),
      ...(typeof body.trace === "string" ? { trace: body.trace } : {}),
    });
  }
  if (typeof body === "string" && (contentType.includes("text/html") || /^\s*<(!doctype|html)/i.test(body))) {
    return fromHtmlPage(status, body);
  }
  return new ApiError({ message: t("Something went wrong."), status });
}

/**
 * A proxy's HTML error page (a 502 from a load balancer): the spec's generic message, with what the
 * page says (its heading, then its first paragraph or text) as the description.
 */
function fromHtmlPage(status: number, html: string): ApiError {
  const heading = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1]) || textOf(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]);
  const body = (/<body[^>]*>([\s\S]*?)<\/body>/i.exec(html)?.[1] ?? html).replace(/<(script|style|title|h1)[^>]*>[\s\S]*?<\/\1>/gi, "");
  const text = textOf(/<p[^>]*>([\s\S]*?)<\/p>/i.exec(body)?.[1]) || textOf(body);
  const description = [heading, text].filter(Boolean).join(" ").slice(0, 500);
  return new ApiError({ message: t("An Error has Occured"), status, ...(description ? { description } : {}) });
}

function textOf(html: string | undefined): string {
  if (!html) return "";
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

function firstFieldMessage(errors: NonNullable<ApiErrorBody["errors"]>): string | undefined {
  for (const list of Object.values(errors)) {
    const message = Array.isArray(list) ? list.find((e) => typeof e?.message === "string")?.message : undefined;
    if (message) return message;
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
