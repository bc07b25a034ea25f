import type { ReactNode } from "react";

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? "");

/**
 * A result's excerpt (the API's `body`: escaped text with the matched words in `<mark>`) as
 * React text and `<mark>` elements: no HTML of the response is ever put into the page as HTML,
 * so even a body that held other tags would show them as text.
 */
export function markedText(body: string): ReactNode[] {
  return body.split(/<mark>(.*?)<\/mark>/s).map((part, index) => (index % 2 === 1 ? <mark key={index}>{decode(part)}</mark> : decode(part)));
}
