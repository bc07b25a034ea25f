import { Editor, Transforms } from "slate";
import { describe, expect, it } from "vitest";
import { activeBlockKind } from "./activeBlockKind";
import { createRichEditor } from "./createRichEditor";
import type { RichDocument } from "../RichDocument";
import { setBlockKind } from "./setBlockKind";

function editorWith(document: RichDocument): Editor {
  const editor = createRichEditor();
  editor.children = document;
  Editor.normalize(editor, { force: true });
  return editor;
}

const p = (text: string) => ({ type: "p" as const, children: [{ text }] });

describe("setBlockKind (the toolbar's block buttons)", () => {
  it("makes the caret's paragraph a heading 2, a heading 3, and a paragraph again", () => {
    const editor = editorWith([p("Title"), p("Body")]);
    Transforms.select(editor, { path: [0, 0], offset: 2 });
    setBlockKind(editor, "h2");
    expect(editor.children).toEqual([{ type: "h2", children: [{ text: "Title" }] }, p("Body")]);
    setBlockKind(editor, "h3");
    expect(editor.children[0]).toEqual({ type: "h3", children: [{ text: "Title" }] });
    setBlockKind(editor, "h3");
    expect(editor.children[0]).toEqual(p("Title"));
  });

  it("makes selected paragraphs one bulleted list, one item each, and numbered, and back", () => {
    const editor = editorWith([p("one"), p("two"), p("after")]);
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [1, 0], offset: 3 } });
    setBlockKind(editor, "ul");
    const items = [
      { type: "li", children: [{ type: "lic", children: [{ text: "one" }] }] },
      { type: "li", children: [{ type: "lic", children: [{ text: "two" }] }] },
    ];
    expect(editor.children).toEqual([{ type: "ul", children: items }, p("after")]);
    expect(activeBlockKind(editor)).toBe("ul");
    setBlockKind(editor, "ol");
    expect(editor.children).toEqual([{ type: "ol", children: items }, p("after")]);
    setBlockKind(editor, "ol");
    expect(editor.children).toEqual([p("one"), p("two"), p("after")]);
  });

  it("takes one item out of the middle of a list, splitting it", () => {
    const editor = editorWith([p("a"), p("b"), p("c")]);
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [2, 0], offset: 1 } });
    setBlockKind(editor, "ul");
    Transforms.select(editor, { path: [0, 1, 0, 0], offset: 0 });
    setBlockKind(editor, "p");
    expect(editor.children).toEqual([
      { type: "ul", children: [{ type: "li", children: [{ type: "lic", children: [{ text: "a" }] }] }] },
      p("b"),
      { type: "ul", children: [{ type: "li", children: [{ type: "lic", children: [{ text: "c" }] }] }] },
    ]);
  });

  it("makes a quote of blockquote-lines and a code block of code_lines with plain text", () => {
    const editor = editorWith([
      { type: "p", children: [{ text: "said", bold: true }] },
      {
        type: "p",
        children: [
          { text: "x = 1", italic: true },
          { type: "a", url: "https://ex.com", children: [{ text: " link" }] },
        ],
      },
    ]);
    Transforms.select(editor, { path: [0, 0], offset: 0 });
    setBlockKind(editor, "blockquote");
    expect(editor.children[0]).toEqual({ type: "blockquote", children: [{ type: "blockquote-line", children: [{ text: "said", bold: true }] }] });
    Transforms.select(editor, { path: [1, 0], offset: 0 });
    setBlockKind(editor, "code_block");
    expect(editor.children[1]).toEqual({ type: "code_block", children: [{ type: "code_line", children: [{ text: "x = 1 link" }] }] });
    expect(activeBlockKind(editor)).toBe("code_block");
  });

  it("moves a quote straight into a list, with no quote left around it", () => {
    const editor = editorWith([p("q")]);
    Transforms.select(editor, { path: [0, 0], offset: 0 });
    setBlockKind(editor, "blockquote");
    setBlockKind(editor, "ol");
    expect(editor.children).toEqual([{ type: "ol", children: [{ type: "li", children: [{ type: "lic", children: [{ text: "q" }] }] }] }]);
  });
});
