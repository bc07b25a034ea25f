import { escapeHtml } from "./escapeHtml";
import { renderText } from "./renderText";

/** A Slate node of the rich2 format: an element with children, or a text leaf with marks. */
interface RichNode {
  type?: string;
  children?: RichNode[];
  text?: string;
  url?: string;
  href?: string;
  name?: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}

const BLOCKS: Record<string, string> = {
  p: "p",
  paragraph: "p",
  h1: "h2",
  h2: "h2",
  h3: "h3",
  h4: "h4",
  h5: "h5",
  h6: "h6",
  blockquote: "blockquote",
  ul: "ul",
  ol: "ol",
  li: "li",
  "bulleted-list": "ul",
  "numbered-list": "ol",
  "list-item": "li",
};

/**
 * rich2 (Slate JSON, Vanilla's default editor format) to HTML. Covers paragraphs, headings,
 * marks, code, links, lists, quotes and mentions; unknown elements keep their text. A body that
 * is not valid rich2 JSON is shown as plain text rather than lost.
 */
export function renderRich(source: string): string {
  let nodes: unknown;
  try {
    nodes = JSON.parse(source);
  } catch {
    return renderText(source);
  }
  if (!Array.isArray(nodes)) return renderText(source);
  return (nodes as RichNode[]).map(renderNode).join("");
}

function renderNode(node: RichNode): string {
  if (typeof node !== "object" || node === null) return "";
  if (typeof node.text === "string") return renderLeaf(node);
  const inner = (node.children ?? []).map(renderNode).join("");
  switch (node.type) {
    case "a":
    case "link": {
      const href = node.url ?? node.href ?? "";
      return `<a href="${escapeHtml(href)}">${inner}</a>`;
    }
    case "code_block":
    case "code-block":
      return `<pre><code>${(node.children ?? []).map(plainText).join("\n")}</code></pre>`;
    case "code_line":
    case "blockquote-line":
    case "lic":
      return node.type === "blockquote-line" ? `<p>${inner}</p>` : inner;
    case "hr":
      return "<hr>";
    case "mention":
      return `<span class="atMention">@${escapeHtml(node.name ?? "")}</span>`;
    default: {
      const tag = node.type ? BLOCKS[node.type] : undefined;
      return tag ? `<${tag}>${inner}</${tag}>` : inner;
    }
  }
}

function renderLeaf(leaf: RichNode): string {
  let html = escapeHtml(leaf.text ?? "").replace(/\n/g, "<br>");
  if (leaf.code) html = `<code>${html}</code>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.underline) html = `<u>${html}</u>`;
  if (leaf.strikethrough) html = `<s>${html}</s>`;
  return html;
}

function plainText(node: RichNode): string {
  if (typeof node.text === "string") return escapeHtml(node.text);
  return (node.children ?? []).map(plainText).join("");
}
