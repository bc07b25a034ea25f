import { htmlExcerpt } from "./htmlExcerpt";
import { renderBody } from "./renderBody";

/** A body rendered for reading: sanitized HTML and its plain-text excerpt. */
export interface CookedBody {
  bodyHtml: string;
  excerpt: string;
}

/**
 * Renders a body once, when it is written, so reads never parse and sanitize it again: rendering
 * thirty posts per page on every request was most of a list request's cost.
 */
export function cookBody(body: string, format: string): CookedBody {
  const bodyHtml = renderBody(body, format);
  return { bodyHtml, excerpt: htmlExcerpt(bodyHtml) };
}
