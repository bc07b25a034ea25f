import { Editor, Element, Node, Text, Transforms } from "slate";
import type { NodeEntry } from "slate";
import { CONTAINER_CHILD, isBlockVoid, isContainer, isElementOf, isTextBlock, LINE_PARENT } from "./richNodeTypes";

/**
 * Keeps a document in the shapes the server renders, whatever an edit, a paste or an old body
 * did: containers hold only their own lines (ul/ol > li > lic, blockquote > blockquote-line,
 * code_block > code_line), a line outside its container is a paragraph again, code is plain
 * text, images sit at the top level, and the document never ends in an image (so there is
 * always somewhere to type after one). Answers true when it changed something: Slate then
 * normalizes again, one fix at a time.
 */
export function normalizeRichNode(editor: Editor, [node, path]: NodeEntry): boolean {
  if (Editor.isEditor(node)) return normalizeRoot(editor);
  if (!Element.isElement(node)) return false;

  const allowedParents = LINE_PARENT[node.type];
  if (allowedParents) {
    const parent = Node.parent(editor, path);
    const parentType = Element.isElement(parent) ? parent.type : null;
    if (parentType === null || !allowedParents.includes(parentType)) {
      // A list item out of its list gives its lines up; a stray line becomes a paragraph.
      if (node.type === "li") Transforms.unwrapNodes(editor, { at: path });
      else Transforms.setNodes(editor, { type: "p" }, { at: path });
      return true;
    }
  }

  if (isBlockVoid(node) && path.length > 1) {
    Transforms.liftNodes(editor, { at: path });
    return true;
  }

  if (isContainer(node)) return normalizeContainer(editor, node, path);
  if (isElementOf(node, "code_line")) return normalizeCodeLine(editor, node, path);
  return false;
}

function normalizeRoot(editor: Editor): boolean {
  const last = editor.children[editor.children.length - 1];
  if (last === undefined || isBlockVoid(last)) {
    Transforms.insertNodes(editor, { type: "p", children: [{ text: "" }] }, { at: [editor.children.length] });
    return true;
  }
  return false;
}

function normalizeContainer(editor: Editor, node: Element, path: number[]): boolean {
  const childType = CONTAINER_CHILD[node.type] ?? "";
  for (const [index, child] of node.children.entries()) {
    const childPath = [...path, index];
    if (Element.isElement(child) && child.type === childType) continue;
    if (Text.isText(child) || (Element.isElement(child) && Editor.isInline(editor, child))) {
      // Text straight inside a container (an old body): give it a line of its own.
      Transforms.wrapNodes(editor, lineOf(childType), { at: childPath });
    } else if (childType === "li" && isTextBlock(child)) {
      Transforms.setNodes(editor, { type: "lic" }, { at: childPath });
      Transforms.wrapNodes(editor, { type: "li", children: [] }, { at: childPath });
    } else if (childType !== "li" && isTextBlock(child)) {
      Transforms.setNodes<Element>(editor, { type: childType } as Partial<Element>, { at: childPath });
    } else {
      // Anything else (an image, a nested list) moves out, splitting the container around it.
      Transforms.liftNodes(editor, { at: childPath });
    }
    return true;
  }
  // Two lists of the same kind side by side are one list.
  if ((node.type === "ul" || node.type === "ol") && path.length > 0 && path[path.length - 1] !== 0) {
    const previousPath = [...path.slice(0, -1), (path[path.length - 1] ?? 1) - 1];
    const previous = Node.get(editor, previousPath);
    if (Element.isElement(previous) && previous.type === node.type) {
      Transforms.mergeNodes(editor, { at: path });
      return true;
    }
  }
  return false;
}

function normalizeCodeLine(editor: Editor, node: Element, path: number[]): boolean {
  for (const [index, child] of node.children.entries()) {
    const childPath = [...path, index];
    if (isElementOf(child, "mention")) {
      Transforms.removeNodes(editor, { at: childPath });
      Transforms.insertNodes(editor, { text: `@${child.name}` }, { at: childPath });
      return true;
    }
    if (Element.isElement(child)) {
      Transforms.unwrapNodes(editor, { at: childPath });
      return true;
    }
    if (child.bold || child.italic || child.code) {
      Transforms.unsetNodes(editor, ["bold", "italic", "code"], { at: childPath });
      return true;
    }
  }
  return false;
}

function lineOf(type: string): Element {
  return { type, children: [] } as unknown as Element;
}
