import { describe, expect, it } from "vitest";
import { renderBody } from "./renderBody";

const rich = (nodes: unknown[]) => renderBody(JSON.stringify(nodes), "rich2");

describe("renderRich: the editor's node types", () => {
  it("renders a mention as a link to the profile, its name escaped", () => {
    expect(rich([{ type: "p", children: [{ text: "hi " }, { type: "mention", userID: 3, name: "Ann Lee", children: [{ text: "" }] }] }])).toBe(
      `<p>hi <a href="/profile/Ann%20Lee">@Ann Lee</a></p>`,
    );
    expect(rich([{ type: "p", children: [{ type: "mention", userID: 4, name: `"><b>x`, children: [{ text: "" }] }] }])).toBe(
      `<p><a href="/profile/%22%3E%3Cb%3Ex">@"&gt;&lt;b&gt;x</a></p>`,
    );
  });

  it("renders an uploaded image embed as an image with its name and size", () => {
    const image = {
      type: "rich_embed_card",
      dataSourceType: "image",
      url: "/uploads/ab/cd.png",
      embedData: { url: "/uploads/ab/cd.png", name: "cat.png", width: 640, height: 480 },
      children: [{ text: "" }],
    };
    expect(rich([image])).toBe(`<p><img src="/uploads/ab/cd.png" alt="cat.png" width="640" height="480" /></p>`);
  });

  it("drops an image with an unsafe address but keeps the rest", () => {
    const image = {
      type: "rich_embed_card",
      dataSourceType: "image",
      url: "javascript:alert(1)",
      embedData: { name: "x", width: "9;onerror" },
      children: [{ text: "" }],
    };
    expect(rich([image, { type: "p", children: [{ text: "after" }] }])).toBe(`<p><img alt="x" /></p><p>after</p>`);
  });

  it("renders a link embed as a link, and an upload placeholder as nothing", () => {
    expect(rich([{ type: "rich_embed_card", dataSourceType: "url", url: "https://ex.com/a", children: [{ text: "" }] }])).toBe(
      `<p><a href="https://ex.com/a" rel="nofollow ugc noopener">https://ex.com/a</a></p>`,
    );
    expect(
      rich([
        { type: "upload-placeholder", uploadID: "u1", name: "a.png", children: [{ text: "" }] },
        { type: "p", children: [{ text: "x" }] },
      ]),
    ).toBe("<p>x</p>");
  });

  it("renders numbered lists and code blocks line by line", () => {
    expect(
      rich([
        {
          type: "ol",
          children: [
            { type: "li", children: [{ type: "lic", children: [{ text: "one" }] }] },
            { type: "li", children: [{ type: "lic", children: [{ text: "two" }] }] },
          ],
        },
        {
          type: "code_block",
          children: [
            { type: "code_line", children: [{ text: "if (a < b) {" }] },
            { type: "code_line", children: [{ text: "}" }] },
          ],
        },
      ]),
    ).toBe(`<ol><li>one</li><li>two</li></ol><pre><code>if (a &lt; b) {\n}</code></pre>`);
  });

  it("survives malformed nodes (children that are not lists, odd field types, prototype names)", () => {
    expect(
      rich([
        { type: "p", children: "oops" },
        { type: "a", url: 5, children: [{ text: "x" }] },
        { type: "constructor", children: [{ text: "y" }] },
        { type: "mention", name: 7 },
        null,
      ]),
    ).toBe(`<p></p><a>x</a>y`);
  });
});
