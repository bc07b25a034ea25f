import type { ReactNode } from "react";

/**
 * Site-manager HTML. Props: `html`, already passed through the server's allowlist sanitizer
 * (docs/architecture.md §4): the client never sanitizes and never receives unsanitized HTML.
 */
export default function HtmlWidget({ html }: { html?: string }): ReactNode {
  if (!html) return null;
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
