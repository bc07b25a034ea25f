import { Marked } from "marked";

// One configured instance: GitHub-flavoured, single newlines as <br> as forum users expect.
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/** Markdown to (unsanitized) HTML; the caller sanitizes. */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
