import { escapeHtml, profilePath } from "@quorum/api";
import type { StoredRichNode as RichNode } from "./RichDocument";

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
 * marks, code, links, lists, quotes, mentions (a link to the profile) and embeds (an image, or a
 * link to the embedded address); unknown elements keep their text. The editor (src/client)
 * writes exactly the shapes of `RichDocument`; older editors' names are read too (`StoredRichNode`).
 * Null when the body is not rich2 JSON (an array), so the caller can show it as text rather than
 * lose it. The output is unsanitized: run it through the sanitizer (`@quorum/server`'s `renderBody`).
 */
export function renderRich(source: string): string | null {
  let nodes: unknown;
  try {
    nodes = JSON.parse(source);
  } catch {
    return null;
  }
  if (!Array.isArray(nodes)) return null;
  return (nodes as RichNode[]).map(renderNode).join("");
}

function renderNode(node: RichNode): string {
  if (typeof node !== "object" || node === null) return "";
  if (typeof node.text === "string") return renderLeaf(node);
  const inner = childrenOf(node).map(renderNode).join("");
  switch (node.type) {
    case "a":
    case "link": {
      const href = typeof node.url === "string" ? node.url : typeof node.href === "string" ? node.href : "";
      return `<a href="${escapeHtml(href)}">${inner}</a>`;
    }
    case "code_block":
    case "code-block":
      return `<pre><code>${childrenOf(node).map(plainText).join("\n")}</code></pre>`;
    case "code_line":
    case "blockquote-line":
    case "lic":
      return node.type === "blockquote-line" ? `<p>${inner}</p>` : inner;
    case "hr":
      return "<hr>";
    case "mention": {
      const name = typeof node.name === "string" ? node.name : "";
      if (name === "") return "";
      return `<a href="${escapeHtml(profilePath(name))}">@${escapeHtml(name)}</a>`;
    }
    case "rich_embed_card":
      return renderEmbed(node);
    case "upload-placeholder":
      // An upload still on its way when the post was sent: nothing to show.
      return "";
    default: {
      const tag = typeof node.type === "string" && Object.hasOwn(BLOCKS, node.type) ? BLOCKS[node.type] : undefined;
      return tag ? `<${tag}>${inner}</${tag}>` : inner;
    }
  }
}

function renderEmbed(node: RichNode): string {
  const data = node.embedData ?? {};
  const url = typeof node.url === "string" ? node.url : typeof data.url === "string" ? data.url : "";
  if (url === "") return "";
  const name = typeof data.name === "string" ? data.name : "";
  if (node.dataSourceType === "image") {
    const size = [dimension("width", data.width), dimension("height", data.height)].join("");
    return `<p><img src="${escapeHtml(url)}" alt="${escapeHtml(name)}"${size}></p>`;
  }
  return `<p><a href="${escapeHtml(url)}">${escapeHtml(name || url)}</a></p>`;
}

function dimension(attribute: string, value: unknown): string {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? ` ${attribute}="${value}"` : "";
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
  if (typeof node !== "object" || node === null) return "";
  if (typeof node.text === "string") return escapeHtml(node.text);
  return childrenOf(node).map(plainText).join("");
}

// Bodies are user input: a `children` that is not a list must not take the render down.
function childrenOf(node: RichNode): RichNode[] {
  return Array.isArray(node.children) ? node.children : [];
}
