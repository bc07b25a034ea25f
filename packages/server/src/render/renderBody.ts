import { renderRich } from "@quorum/editor";
import { renderMarkdown } from "./renderMarkdown";
import { renderText } from "./renderText";
import { sanitizeHtml } from "./sanitizeHtml";
import type { SanitizeProfile } from "./sanitizeHtml";

/** The body formats a post may be stored in. */
export type BodyFormat = "text" | "markdown" | "html" | "rich2";

/**
 * Renders a stored body to HTML that is safe to put in a page: every format goes through the
 * sanitizer, with the policy of `profile` (a post's body unless told otherwise; a signature's).
 */
export function renderBody(body: string, format: string, profile: Exclude<SanitizeProfile, "layout"> = "body"): string {
  return sanitizeHtml(toHtml(body, format), profile).trim();
}

/** The format's HTML, unsanitized. */
function toHtml(body: string, format: string): string {
  switch (format) {
    case "text":
      return renderText(body);
    case "markdown":
      return renderMarkdown(body);
    case "html":
      return body;
    case "rich2":
    case "rich":
      // A body that is not rich2 JSON is shown as text rather than lost.
      return renderRich(body) ?? renderText(body);
    default:
      // Unknown format: show it as text rather than trust it.
      return renderText(body);
  }
}
