// @vitest-environment jsdom
/// <reference lib="dom" /> -- DOMParser: the test reads the HTML as a browser would
import { describe, expect, it } from "vitest";
import { renderBody } from "./renderBody";

// Parsed by a real HTML parser (jsdom's), so the checks see what a browser would build from the
// output — not what a regular expression guesses about the text.
const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:", "unsafe:"]);
const RUNNABLE = [
  "script",
  "style",
  "iframe",
  "frame",
  "object",
  "embed",
  "svg",
  "math",
  "form",
  "input",
  "button",
  "link",
  "meta",
  "base",
  "textarea",
  "template",
  "noscript",
];

/** Every way the rendered HTML could run script or restyle the page; empty when inert. */
function dangers(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
  const found: string[] = [];
  for (const element of Array.from(doc.body.querySelectorAll("*"))) {
    const tag = element.tagName.toLowerCase();
    if (RUNNABLE.includes(tag)) found.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith("on") || name === "style" || name === "srcdoc" || name === "formaction" || name === "srcset") found.push(`${tag}[${name}]`);
      if (name === "href" || name === "src") {
        // Resolved as the browser does: a relative URL takes the page's scheme.
        const scheme = new URL(attribute.value, "https://forum.example/discussion/1").protocol;
        if (!SAFE_SCHEMES.has(scheme)) found.push(`${tag}[${name}=${attribute.value}]`);
      }
      if (name === "class" && tag !== "code") found.push(`${tag}[class]`);
    }
  }
  return found;
}

const HTML_PAYLOADS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="javascript:alert(1)">`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href="&#106;avascript:alert(1)">x</a>`,
  `<a href="javascript&colon;alert(1)">x</a>`,
  `<a href=" &#x09;javascript:alert(1)">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="x" onmouseover="alert(1)">x</a>`,
  `<style>body{display:none}</style>`,
  `<p style="position:fixed;top:0;background:url(javascript:alert(1))">cover</p>`,
  `<div class="Modal" style="z-index:9999">fake dialog</div>`,
  `<svg><script>alert(1)</script></svg>`,
  `<math><mi xlink:href="javascript:alert(1)">x</mi></math>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">`,
  `<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>`,
  `<details open ontoggle=alert(1)><summary>s</summary></details>`,
  `<base href="javascript:alert(1)//"><link rel=stylesheet href="https://evil.example/x.css"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<code class="language-js x" onclick="alert(1)">code</code>`,
  `<table background="javascript:alert(1)"><tr><td>x</td></tr></table>`,
];

describe("no XSS through any body format", () => {
  it("(the check itself sees each kind of danger)", () => {
    expect(dangers(`<a href="javascript:alert(1)" onclick="x">a</a><style></style><p style="color:red">p</p><img src="data:x">`).sort()).toEqual(
      ["<style>", "a[href=javascript:alert(1)]", "a[onclick]", "img[src=data:x]", "p[style]"].sort(),
    );
    expect(dangers(`<p><a href="/discussion/1">ok</a> <a href="https://ok.example">ok</a> <a href="unsafe:data:x">shown</a></p>`)).toEqual([]);
  });

  it.each(HTML_PAYLOADS)("html: %s", (payload) => {
    expect(dangers(renderBody(payload, "html"))).toEqual([]);
  });

  it.each(HTML_PAYLOADS)("markdown with raw HTML: %s", (payload) => {
    expect(dangers(renderBody(`Intro **bold**\n\n${payload}\n\nOutro`, "markdown"))).toEqual([]);
  });

  // Signatures (markdown, their own profile) sit under every post of their author; no API writes
  // them yet, so the browser suite cannot reach them: this is their check.
  it.each(HTML_PAYLOADS)("signature: %s", (payload) => {
    expect(dangers(renderBody(`Signed, [me](javascript:alert(1))\n\n${payload}`, "markdown", "signature"))).toEqual([]);
  });

  it.each([
    "[x](javascript:alert(1))",
    "[x](JAVASCRIPT:alert(1))",
    "[x]( javascript:alert(1) )",
    "[x](jav&#x61;script:alert(1))",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "![x](javascript:alert(1))",
    '![x](https://ok.example/a.png"onerror="alert(1))',
    "<javascript:alert(1)>",
    "[ref][r]\n\n[r]: javascript:alert(1)",
    "[x](vbscript:msgbox(1))",
    "```html\n<script>alert(1)</script>\n```",
  ])("markdown links and images: %s", (source) => {
    const html = renderBody(source, "markdown");
    expect(dangers(html)).toEqual([]);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
  });

  it.each([...HTML_PAYLOADS, "javascript:alert(1)", 'https://ok.example/"onmouseover="alert(1)', "see https://ok.example/<script>alert(1)</script>"])(
    "text: %s",
    (payload) => {
      const html = renderBody(payload, "text");
      expect(dangers(html)).toEqual([]);
      // Text is shown, never parsed: the payload's own tags come out as characters.
      expect(html).not.toMatch(/<(script|img|iframe|svg|style)\b/i);
    },
  );

  describe("rich2", () => {
    const link = (url: string) => JSON.stringify([{ type: "p", children: [{ type: "link", url, children: [{ text: "click" }] }] }]);

    it("turns a javascript: link op into '/'", () => {
      for (const url of ["javascript:alert(1)", "JavaScript:alert(1)", " java\tscript:alert(1)", "java\nscript:alert(1)"]) {
        const doc = new DOMParser().parseFromString(renderBody(link(url), "rich2"), "text/html");
        expect(doc.querySelector("a")?.getAttribute("href"), url).toBe("/");
      }
    });

    it.each([
      link("data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="),
      link('https://ok.example/" onclick="alert(1)'),
      link('"><script>alert(1)</script>'),
      JSON.stringify([{ type: "p", children: [{ text: "<script>alert(1)</script><img src=x onerror=alert(1)>", bold: true }] }]),
      JSON.stringify([{ type: "p", children: [{ type: "mention", name: '"><img src=x onerror=alert(1)>', children: [{ text: "" }] }] }]),
      JSON.stringify([
        { type: "script", children: [{ text: "alert(1)" }] },
        { type: "style", children: [{ text: "body{display:none}" }] },
      ]),
      JSON.stringify([{ type: "code-block", children: [{ type: "code_line", children: [{ text: "</code></pre><script>alert(1)</script>" }] }] }]),
      JSON.stringify([{ type: "a", href: "vbscript:msgbox(1)", children: [{ text: "x" }] }]),
      JSON.stringify([{ type: "p", style: "position:fixed", onclick: "alert(1)", children: [{ text: "x" }] }]),
      "<script>alert(1)</script> (not JSON)",
    ])("%s renders inert", (body) => {
      expect(dangers(renderBody(body, "rich2"))).toEqual([]);
    });
  });

  it("treats an unknown format as text", () => {
    expect(dangers(renderBody(`<script>alert(1)</script><img src=x onerror=alert(1)>`, "wysiwyg"))).toEqual([]);
  });
});
