import { describe, expect, it } from "vitest";
import { renderBody } from "./renderBody";
import { sanitizeHtml } from "./sanitizeHtml";

const html =
  '<h1 class="big">Title</h1><h3>Sub</h3><table><tr><td>cell</td></tr></table><p class="x">Hi <b>there</b><script>alert(1)</script> <a href="javascript:alert(1)" onclick="x()">a</a> <a href="https://ex.com">b</a></p>';

describe("sanitizeHtml profiles (one policy)", () => {
  it("body: headings start at h2, tables stay, classes and scripts go, links per spec §5", () => {
    expect(sanitizeHtml(html, "body")).toBe(
      '<h2>Title</h2><h3>Sub</h3><table><tr><td>cell</td></tr></table><p>Hi <b>there</b> <a href="/">a</a> <a href="https://ex.com" rel="nofollow ugc noopener">b</a></p>',
    );
  });

  it("signature: no headings or tables (their text stays), the same link rule", () => {
    expect(sanitizeHtml(html, "signature")).toBe(
      'TitleSubcell<p>Hi <b>there</b> <a href="/">a</a> <a href="https://ex.com" rel="nofollow ugc noopener">b</a></p>',
    );
  });

  it("layout: a site manager's h1 and classes stay, the same link rule and no scripts", () => {
    expect(sanitizeHtml(html, "layout")).toBe(
      '<h1 class="big">Title</h1><h3>Sub</h3><table><tr><td>cell</td></tr></table><p class="x">Hi <b>there</b> <a href="/">a</a> <a href="https://ex.com" rel="nofollow ugc noopener">b</a></p>',
    );
  });

  it("renderBody sanitizes any format with the profile asked for", () => {
    expect(renderBody("## Hi\n\n[x](https://ex.com)", "markdown", "signature")).toBe('Hi\n<p><a href="https://ex.com" rel="nofollow ugc noopener">x</a></p>');
    expect(renderBody("## Hi", "markdown")).toBe("<h2>Hi</h2>");
  });
});
