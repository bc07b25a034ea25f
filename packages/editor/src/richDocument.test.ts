import { describe, expect, it } from "vitest";
import { isRichDocumentEmpty } from "./isRichDocumentEmpty";
import { parseRichDocument } from "./parseRichDocument";
import type { RichDocument } from "./RichDocument";
import { richDocumentFromText } from "./richDocumentFromText";
import { serializeRichDocument } from "./serializeRichDocument";

const p = (text: string) => ({ type: "p" as const, children: [{ text }] });

describe("rich2 documents", () => {
  it("turns text into one paragraph per line", () => {
    expect(richDocumentFromText("a\r\nb\n\nc")).toEqual([p("a"), p("b"), p(""), p("c")]);
    expect(richDocumentFromText("")).toEqual([p("")]);
  });

  it("parses stored bodies, repairing what Slate would choke on", () => {
    expect(parseRichDocument("")).toEqual([p("")]);
    expect(parseRichDocument("plain <b>text</b>")).toEqual([p("plain <b>text</b>")]);
    expect(parseRichDocument(`{"a":1}`)).toEqual([p(`{"a":1}`)]);
    expect(parseRichDocument(JSON.stringify([{ type: "p" }, 5, { text: "loose" }, { type: "ul", children: [null, { type: "li", children: [] }] }]))).toEqual([
      p(""),
      { type: "ul", children: [{ type: "li", children: [{ text: "" }] }] },
    ]);
    expect(parseRichDocument("[]")).toEqual([p("")]);
  });

  it("counts only whitespace as empty; a mention or an image is content", () => {
    expect(isRichDocumentEmpty([p(""), p("  \n")])).toBe(true);
    expect(isRichDocumentEmpty([{ type: "ul", children: [{ type: "li", children: [{ type: "lic", children: [{ text: " " }] }] }] }])).toBe(true);
    expect(isRichDocumentEmpty([p(""), p("x")])).toBe(false);
    expect(isRichDocumentEmpty([{ type: "p", children: [{ type: "mention", userID: 1, name: "A", children: [{ text: "" }] }] }])).toBe(false);
    const image: RichDocument = [
      { type: "rich_embed_card", dataSourceType: "image", url: "/u/a.png", embedData: { url: "/u/a.png", name: "a.png" }, children: [{ text: "" }] },
    ];
    expect(isRichDocumentEmpty(image)).toBe(false);
  });

  it("serializes without upload placeholders or trailing empty paragraphs", () => {
    const placeholder = { type: "upload-placeholder" as const, uploadID: "u1", name: "a.png", children: [{ text: "" }] as [{ text: "" }] };
    expect(serializeRichDocument([p("a"), placeholder, p(""), p("")])).toBe(JSON.stringify([p("a")]));
    expect(serializeRichDocument([p(""), p("")])).toBe(JSON.stringify([p("")]));
    expect(serializeRichDocument([placeholder])).toBe(JSON.stringify([p("")]));
  });
});
