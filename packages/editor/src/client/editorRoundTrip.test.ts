import { Editor, Transforms } from "slate";
import { describe, expect, it } from "vitest";
import { createRichEditor } from "./createRichEditor";
import { insertMention } from "./insertMention";
import { mediaBlock } from "./mediaBlock";
import type { BlockKind, RichDocument } from "../RichDocument";
import { renderRich } from "../renderRich";
import { serializeRichDocument } from "../serializeRichDocument";
import { setBlockKind } from "./setBlockKind";
import { toggleMark } from "./toggleMark";
import { insertUploadPlaceholder, replaceUploadPlaceholder } from "./uploadPlaceholder";
import { upsertLink } from "./upsertLink";

// The editor's own commands make each document; the renderer (what servers show every reader)
// must turn it into the expected HTML. A shape one side knows and the other not fails here. The
// sanitizer's pass over this HTML (rel on outside links, neutralised schemes) is tested where it
// lives: @quorum/server's renderBody tests.

/** Types `lines` as paragraphs, then applies `kind` to all of them. */
function documentOf(lines: string[], kind: BlockKind): string {
  const editor = createRichEditor();
  editor.children = lines.map((text) => ({ type: "p", children: [{ text }] }));
  Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) });
  setBlockKind(editor, kind);
  return serializeRichDocument(editor.children as RichDocument);
}

const rendered = (json: string) => renderRich(json);

describe("editor JSON -> renderRich -> HTML", () => {
  it.each<[BlockKind, string]>([
    ["p", "<p>one</p><p>two &lt;b&gt;</p>"],
    ["h2", "<h2>one</h2><h2>two &lt;b&gt;</h2>"],
    ["h3", "<h3>one</h3><h3>two &lt;b&gt;</h3>"],
    ["ul", "<ul><li>one</li><li>two &lt;b&gt;</li></ul>"],
    ["ol", "<ol><li>one</li><li>two &lt;b&gt;</li></ol>"],
    ["blockquote", "<blockquote><p>one</p><p>two &lt;b&gt;</p></blockquote>"],
    ["code_block", "<pre><code>one\ntwo &lt;b&gt;</code></pre>"],
  ])("%s", (kind, html) => {
    expect(rendered(documentOf(["one", "two <b>"], kind))).toBe(html);
  });

  it("marks", () => {
    const editor = createRichEditor();
    editor.children = [{ type: "p", children: [{ text: "b i c all" }] }];
    const select = (from: number, to: number) => Transforms.select(editor, { anchor: { path: [0, 0], offset: from }, focus: { path: [0, 0], offset: to } });
    // From the end back, so the text still to mark stays in the first leaf.
    select(6, 9);
    toggleMark(editor, "bold");
    toggleMark(editor, "italic");
    toggleMark(editor, "code");
    select(4, 5);
    toggleMark(editor, "code");
    select(2, 3);
    toggleMark(editor, "italic");
    select(0, 1);
    toggleMark(editor, "bold");
    expect(rendered(serializeRichDocument(editor.children as RichDocument))).toBe(
      "<p><strong>b</strong> <em>i</em> <code>c</code> <em><strong><code>all</code></strong></em></p>",
    );
  });

  it("links, mentions and images", () => {
    const editor = createRichEditor();
    editor.children = [{ type: "p", children: [{ text: "see docs, ask @al" }] }];
    // The "@al" typed at the end becomes the chosen user.
    insertMention(editor, { anchor: { path: [0, 0], offset: 14 }, focus: { path: [0, 0], offset: 17 } }, { userID: 8, name: "Al Lee" });
    upsertLink(editor, { anchor: { path: [0, 0], offset: 4 }, focus: { path: [0, 0], offset: 8 } }, "https://ex.com/d?a=1&b=2");
    upsertLink(editor, Editor.range(editor, Editor.end(editor, [])), "/discussion/1", "here");
    // The link dialog refuses javascript: links; the sanitizer neutralises any that get through.
    Transforms.insertNodes(editor, { type: "a", url: "javascript:alert(1)", children: [{ text: "bad" }] }, { at: Editor.end(editor, []) });
    Transforms.select(editor, Editor.end(editor, []));
    insertUploadPlaceholder(editor, "u1", "cat.png");
    replaceUploadPlaceholder(editor, "u1", [
      mediaBlock({
        mediaID: 1,
        url: "/uploads/a/cat.png",
        name: "cat.png",
        type: "image/png",
        size: 9,
        width: 4,
        height: 3,
        dateInserted: "",
        insertUserID: 2,
        foreignType: "embed",
        foreignID: 2,
      }),
    ]);
    insertUploadPlaceholder(editor, "u2", "doc.pdf");
    replaceUploadPlaceholder(editor, "u2", [
      mediaBlock({
        mediaID: 2,
        url: "/uploads/b/doc.pdf",
        name: "doc.pdf",
        type: "application/pdf",
        size: 9,
        width: null,
        height: null,
        dateInserted: "",
        insertUserID: 2,
        foreignType: "embed",
        foreignID: 2,
      }),
    ]);

    expect(rendered(serializeRichDocument(editor.children as RichDocument))).toBe(
      '<p>see <a href="https://ex.com/d?a=1&amp;b=2">docs</a>, ask <a href="/profile/Al%20Lee">@Al Lee</a> ' +
        '<a href="/discussion/1">here</a><a href="javascript:alert(1)">bad</a></p>' +
        '<p><img src="/uploads/a/cat.png" alt="cat.png" width="4" height="3"></p>' +
        '<p><a href="/uploads/b/doc.pdf">doc.pdf</a></p>',
    );
  });
});
