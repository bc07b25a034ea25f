import { describe, expect, it } from "vitest";
import { htmlExcerpt } from "./htmlExcerpt";
import { renderBody } from "./renderBody";
import { safeHref } from "./safeHref";

describe("safeHref (spec §5 link rule)", () => {
  it.each([
    ["https://example.com/a?b=1", "https://example.com/a?b=1"],
    ["http://example.com", "http://example.com"],
    ["mailto:a@example.com", "mailto:a@example.com"],
    ["tel:+15551234", "tel:+15551234"],
    ["/discussion/1", "/discussion/1"],
    ["#Comment_4", "#Comment_4"],
    ["javascript:alert(1)", "/"],
    ["JaVaScRiPt:alert(1)", "/"],
    [" java\tscript:alert(1)", "/"],
    ["data:text/html,<script>alert(1)</script>", "unsafe:data:text/html,<script>alert(1)</script>"],
    ["ftp://files.example.com", "unsafe:ftp://files.example.com"],
  ])("%s -> %s", (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
});

describe("renderBody sanitizes every format", () => {
  const payloads = [
    `<script>alert(1)</script>`,
    `<img src=x onerror="alert(1)">`,
    `<a href="javascript:alert(1)">x</a>`,
    `<a href="jav&#x09;ascript:alert(1)">x</a>`,
    `<svg onload=alert(1)><circle/></svg>`,
    `<iframe src="https://evil.example"></iframe>`,
    `<p style="background:url(javascript:alert(1))" onclick="alert(1)">hi</p>`,
    `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
    `<form action="/x"><input name=a></form>`,
  ];

  it.each(payloads)("html: %s renders nothing runnable", (payload) => {
    const html = renderBody(payload, "html");
    expect(html).not.toMatch(/<script|onerror|onload|onclick|<iframe|<svg|<form|<input|style=/i);
    expect(html).not.toMatch(/href="\s*(javascript|data):/i);
  });

  it.each(payloads)("markdown: %s renders nothing runnable", (payload) => {
    const html = renderBody(`Hello\n\n${payload}\n\n[link](javascript:alert(1))`, "markdown");
    expect(html).not.toMatch(/<script|onerror|onload|onclick|<iframe|<svg|<form|style=/i);
    expect(html).not.toMatch(/href="\s*(javascript|data):/i);
  });

  it("keeps formatting and safe links in html", () => {
    const html = renderBody(`<h1>T</h1><p><strong>b</strong> <a href="https://ex.com" target="_blank">l</a> <a href="ftp://x">f</a></p>`, "html");
    expect(html).toBe(
      `<h2>T</h2><p><strong>b</strong> <a href="https://ex.com" target="_blank" rel="nofollow ugc noopener">l</a> <a href="unsafe:ftp://x">f</a></p>`,
    );
  });

  it("turns javascript: links into /", () => {
    expect(renderBody(`<a href="javascript:alert(1)">x</a>`, "html")).toBe(`<a href="/">x</a>`);
  });

  it("text: escapes, makes paragraphs and line breaks, links URLs", () => {
    const html = renderBody("Hi <b>you</b> & me\nline two\n\nSee https://example.com/x.", "text");
    expect(html).toBe(
      `<p>Hi &lt;b&gt;you&lt;/b&gt; &amp; me<br />line two</p><p>See <a href="https://example.com/x" rel="nofollow ugc noopener">https://example.com/x</a>.</p>`,
    );
  });

  it("text: does not link javascript: text", () => {
    expect(renderBody("javascript:alert(1)", "text")).toBe("<p>javascript:alert(1)</p>");
  });

  it("markdown: renders emphasis, lists and code", () => {
    const html = renderBody("# Title\n\n**bold** _it_ `code`\n\n- a\n- b", "markdown");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong> <em>it</em> <code>code</code>");
    expect(html).toMatch(/<ul>\s*<li>a<\/li>\s*<li>b<\/li>\s*<\/ul>/);
  });

  it("rich2: renders paragraphs, headings, marks, links, lists and quotes", () => {
    const body = JSON.stringify([
      { type: "h2", children: [{ text: "Head" }] },
      { type: "p", children: [{ text: "b", bold: true }, { text: " " }, { text: "i", italic: true }, { text: " " }, { text: "c", code: true }] },
      { type: "p", children: [{ type: "a", url: "https://ex.com", children: [{ text: "link" }] }] },
      { type: "p", children: [{ type: "a", url: "javascript:alert(1)", children: [{ text: "bad" }] }] },
      { type: "ul", children: [{ type: "li", children: [{ type: "lic", children: [{ text: "one" }] }] }] },
      { type: "blockquote", children: [{ type: "blockquote-line", children: [{ text: "q <script>" }] }] },
    ]);
    expect(renderBody(body, "rich2")).toBe(
      `<h2>Head</h2><p><strong>b</strong> <em>i</em> <code>c</code></p>` +
        `<p><a href="https://ex.com" rel="nofollow ugc noopener">link</a></p><p><a href="/">bad</a></p>` +
        `<ul><li>one</li></ul><blockquote><p>q &lt;script&gt;</p></blockquote>`,
    );
  });

  it("rich2: invalid JSON is shown as text", () => {
    expect(renderBody("not json <b>", "rich2")).toBe("<p>not json &lt;b&gt;</p>");
  });
});

describe("htmlExcerpt", () => {
  it("gives decoded plain text cut at a word", () => {
    expect(htmlExcerpt("<p>Tom &amp; Jerry</p><p>two</p>")).toBe("Tom & Jerry two");
    expect(htmlExcerpt("<p>one two three</p>", 9)).toBe("one two…");
  });
});
