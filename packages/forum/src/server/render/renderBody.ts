import { renderRich } from "@quorum/editor";
import { renderMarkdown } from "./renderMarkdown";
import { renderText } from "./renderText";
import { sanitizeBodyHtml } from "./sanitizeBodyHtml";

/** The body formats a post may be stored in. */
export type BodyFormat = "text" | "markdown" | "html" | "rich2";

/** Renders a stored body to HTML that is safe to put in a page: every format goes through the sanitizer. */
export function renderBody(body: string, format: string): string {
  return toSafeHtml(body, format).trim();
}

function toSafeHtml(body: string, format: string): string {
  switch (format) {
    case "text":
      return sanitizeBodyHtml(renderText(body));
    case "markdown":
      return sanitizeBodyHtml(renderMarkdown(body));
    case "html":
      return sanitizeBodyHtml(body);
    case "rich2":
    case "rich":
      // A body that is not rich2 JSON is shown as text rather than lost.
      return sanitizeBodyHtml(renderRich(body) ?? renderText(body));
    default:
      // Unknown format: show it as text rather than trust it.
      return sanitizeBodyHtml(renderText(body));
  }
}
