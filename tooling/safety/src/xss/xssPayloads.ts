/**
 * What a payload needs to call the detector's marker: `call` is a statement that reports `id`
 * (`__xss(id)`), `tick` the same without parentheses (for filters that strip them), `url` a
 * `javascript:` URL running it and `page` an HTML document (for data: URLs and srcdoc) running it.
 */
export interface Marker {
  id: number;
  call: string;
  tick: string;
  url: string;
  page: string;
}

/** A rich2 document (Slate JSON nodes). Loose on purpose: payloads hold shapes no editor writes. */
export type RichNodes = Array<Record<string, unknown>>;

/** One payload in the forms the site accepts; a field takes the form it can hold. */
export interface PayloadForms {
  /** One line for names, titles, tags, reasons and settings, and the body of the text format. */
  plain: string;
  html?: string;
  markdown?: string;
  rich2?: RichNodes;
}

export interface XssPayload {
  /** What the payload tries, for the report. */
  name: string;
  family: "classic" | "mutation" | "markdown" | "rich2";
  forms(marker: Marker): PayloadForms;
}

export const MARKER_FUNCTION = "__xss";

export function markerFor(id: number): Marker {
  const call = `${MARKER_FUNCTION}(${id})`;
  return { id, call, tick: `${MARKER_FUNCTION}\`${id}\``, url: `javascript:${call}`, page: `<script>${call}</script>` };
}

const base64 = (text: string) => Buffer.from(text).toString("base64");
// Every character as a decimal entity (`&#106;` …), as filter-evasion lists write javascript:.
const decimalEntities = (text: string, pad = 0) => [...text].map((c) => `&#${String(c.codePointAt(0)).padStart(pad, "0")};`).join("");
const hexEntities = (text: string) => [...text].map((c) => `&#x${(c.codePointAt(0) ?? 0).toString(16)};`).join("");

/** An HTML fragment that is also the payload's one-line text and its markdown. */
function html(name: string, family: XssPayload["family"], make: (m: Marker) => string): XssPayload {
  return {
    name,
    family,
    forms(m) {
      const text = make(m);
      return { plain: text, html: text, markdown: text, rich2: [{ type: "p", children: [{ text }] }] };
    },
  };
}

function markdown(name: string, make: (m: Marker) => string): XssPayload {
  return {
    name,
    family: "markdown",
    forms(m) {
      const text = make(m);
      return { plain: text, markdown: text };
    },
  };
}

function rich(name: string, make: (m: Marker) => RichNodes): XssPayload {
  return {
    name,
    family: "rich2",
    forms(m) {
      const nodes = make(m);
      return { plain: `${name} ${m.url}`, rich2: nodes };
    },
  };
}

const p = (...children: Array<Record<string, unknown>>) => ({ type: "p", children });
const link = (url: string, text = "link", type = "a") => ({ type, url, children: [{ text }] });
const image = (url: string, name = "image", extra: Record<string, unknown> = {}) => ({
  type: "rich_embed_card",
  dataSourceType: "image",
  url,
  embedData: { url, name, ...extra },
  children: [{ text: "" }],
});

const CLASSIC: XssPayload[] = [
  html("script tag", "classic", (m) => `<script>${m.call}</script>`),
  html("SCRIPT upper case", "classic", (m) => `<SCRIPT>${m.call}</SCRIPT>`),
  html("ScRiPt mixed case", "classic", (m) => `<ScRiPt>${m.call}</sCrIpT>`),
  html("script with attributes", "classic", (m) => `<script type="text/javascript" async>${m.call}</script>`),
  html("script split by a tag", "classic", (m) => `<scr<script>ipt>${m.call}</scr</script>ipt>`),
  html("script with a slash", "classic", (m) => `<script/x>${m.call}</script>`),
  html("script src data", "classic", (m) => `<script src="data:text/javascript,${m.call}"></script>`),
  html("img onerror", "classic", (m) => `<img src=x onerror=${m.call}>`),
  html("IMG ONERROR upper case", "classic", (m) => `<IMG SRC=x ONERROR="${m.call}">`),
  html("img onerror backticks", "classic", (m) => `<img src=x onerror=${m.tick}>`),
  html("img onerror slash separators", "classic", (m) => `<img/src=x/onerror=${m.call}>`),
  html("img onerror newline separators", "classic", (m) => `<img\nsrc=x\nonerror\n=\n"${m.call}">`),
  html("img onerror entity-encoded handler", "classic", (m) => `<img src=x onerror="${decimalEntities(m.call)}">`),
  html("img src javascript", "classic", (m) => `<img src="${m.url}">`),
  html("img dynsrc/lowsrc", "classic", (m) => `<img dynsrc="${m.url}" lowsrc="${m.url}" src=x onerror=${m.call}>`),
  html("img srcset", "classic", (m) => `<img srcset="${m.url} 1x" src=x onerror=${m.call}>`),
  html("image tag alias", "classic", (m) => `<image src=x onerror=${m.call}>`),
  html("svg onload", "classic", (m) => `<svg onload=${m.call}>`),
  html("svg/onload", "classic", (m) => `<svg/onload=${m.call}>`),
  html("svg script", "classic", (m) => `<svg><script>${m.call}</script></svg>`),
  html("svg animate href", "classic", (m) => `<svg><a><animate attributeName=href values=${m.url} /><text y=20>x</text></a></svg>`),
  html("svg set onbegin", "classic", (m) => `<svg><set attributeName=x onbegin=${m.call} />`),
  html("svg image onerror", "classic", (m) => `<svg><image href=x onerror=${m.call} /></svg>`),
  html("body onload", "classic", (m) => `<body onload=${m.call}>`),
  html("body onpageshow", "classic", (m) => `<BODY ONPAGESHOW="${m.call}">`),
  html("details ontoggle", "classic", (m) => `<details open ontoggle=${m.call}><summary>s</summary></details>`),
  html("iframe src javascript", "classic", (m) => `<iframe src="${m.url}"></iframe>`),
  html("iframe onload", "classic", (m) => `<iframe onload=${m.call}></iframe>`),
  html("iframe srcdoc", "classic", (m) => `<iframe srcdoc="<img src=x onerror=${m.call}>"></iframe>`),
  html("iframe srcdoc entities", "classic", (m) => `<iframe srcdoc="&lt;script&gt;${m.call}&lt;/script&gt;"></iframe>`),
  html("iframe data url", "classic", (m) => `<iframe src="data:text/html;base64,${base64(m.page)}"></iframe>`),
  html("video source onerror", "classic", (m) => `<video><source onerror=${m.call}></video>`),
  html("video poster onerror", "classic", (m) => `<video poster=x onerror=${m.call}></video>`),
  html("audio onerror", "classic", (m) => `<audio src=x onerror=${m.call}>`),
  html("input autofocus onfocus", "classic", (m) => `<input autofocus onfocus=${m.call}>`),
  html("marquee onstart", "classic", (m) => `<marquee onstart=${m.call}>x</marquee>`),
  html("div onmouseover", "classic", (m) => `<div onmouseover="${m.call}" style="position:fixed;inset:0">x</div>`),
  html("object data javascript", "classic", (m) => `<object data="${m.url}"></object>`),
  html("object data url", "classic", (m) => `<object data="data:text/html;base64,${base64(m.page)}"></object>`),
  html("embed src javascript", "classic", (m) => `<embed src="${m.url}">`),
  html("a href javascript", "classic", (m) => `<a href="${m.url}">x</a>`),
  html("a href JaVaScRiPt", "classic", (m) => `<a href="JaVaScRiPt:${m.call}">x</a>`),
  html("a href decimal entities", "classic", (m) => `<a href="${decimalEntities("javascript:")}${m.call}">x</a>`),
  html("a href padded decimal entities", "classic", (m) => `<a href="${decimalEntities("javascript:", 7)}${m.call}">x</a>`),
  html("a href hex entities", "classic", (m) => `<a href="${hexEntities("javascript:")}${m.call}">x</a>`),
  html("a href entity without semicolon", "classic", (m) => `<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58${m.call}">x</a>`),
  html("a href tab inside the scheme", "classic", (m) => `<a href="jav\tascript:${m.call}">x</a>`),
  html("a href encoded tab", "classic", (m) => `<a href="jav&#x09;ascript:${m.call}">x</a>`),
  html("a href encoded newline", "classic", (m) => `<a href="jav&#x0A;ascript:${m.call}">x</a>`),
  html("a href leading spaces and control", "classic", (m) => `<a href=" &#14;  ${m.url}">x</a>`),
  html("a href &colon;", "classic", (m) => `<a href="javascript&colon;${m.call}">x</a>`),
  html("a href unquoted", "classic", (m) => `<a href=${m.url}>x</a>`),
  html("a href vbscript", "classic", (m) => `<a href="vbscript:msgbox(${m.id})">x</a>`),
  html("a href data html", "classic", (m) => `<a href="data:text/html;base64,${base64(m.page)}">x</a>`),
  html("a href data with whitespace", "classic", (m) => `<a href=" data:text/html,${encodeURIComponent(m.page)}">x</a>`),
  html("area href javascript", "classic", (m) => `<map name=m><area shape=rect coords=0,0,9,9 href="${m.url}"></map>`),
  html("form action javascript", "classic", (m) => `<form action="${m.url}"><button>go</button></form>`),
  html("button formaction", "classic", (m) => `<form><button formaction="${m.url}">go</button></form>`),
  html("base href javascript", "classic", (m) => `<base href="javascript:${m.call}//"><a href="x">x</a>`),
  html("meta refresh javascript", "classic", (m) => `<meta http-equiv="refresh" content="0;url=${m.url}">`),
  html("link stylesheet javascript", "classic", (m) => `<link rel=stylesheet href="${m.url}">`),
  html("style tag expression", "classic", (m) => `<style>*{x:expression(${m.call})}</style>`),
  html("style attribute expression", "classic", (m) => `<div style="width:expression(${m.call})">x</div>`),
  html("style background javascript url", "classic", (m) => `<div style="background:url('${m.url}')">x</div>`),
  html("style import", "classic", (m) => `<style>@import '${m.url}';</style>`),
  html("attribute breaking double quote", "classic", (m) => `"><img src=x onerror=${m.call}>`),
  html("attribute breaking single quote", "classic", (m) => `'><img src=x onerror=${m.call}>`),
  html("attribute breaking onfocus", "classic", (m) => `" autofocus onfocus="${m.call}" x="`),
  html("attribute breaking backtick", "classic", (m) => `\`><svg onload=${m.call}>`),
  html("closing a script string", "classic", (m) => `</script><script>${m.call}</script>`),
  html("closing a textarea", "classic", (m) => `</textarea><img src=x onerror=${m.call}>`),
  html("closing a title", "classic", (m) => `</title><img src=x onerror=${m.call}>`),
  html("closing a style", "classic", (m) => `</style><img src=x onerror=${m.call}>`),
  html("unclosed img", "classic", (m) => `<img src=x onerror=${m.call} `),
  html("unclosed svg", "classic", (m) => `<svg onload=${m.call}//`),
  html("unclosed script", "classic", (m) => `<script>${m.call}//`),
  html("half-open tag", "classic", (m) => `<<img src=x onerror=${m.call}//<`),
  html("nested img in attribute", "classic", (m) => `<img src="x" alt="<img src=x onerror=${m.call}>">`),
  html("tag inside a tag", "classic", (m) => `<a <img src=x onerror=${m.call}>>x</a>`),
  html("null byte in tag", "classic", (m) => `<img src=x on\u0000error=${m.call}>`),
  html("comment hides the end", "classic", (m) => `<!--<img src="--><img src=x onerror=${m.call}//">`),
  html("json escape in a string", "classic", (m) => `\\u003cimg src=x onerror=${m.call}\\u003e`),
  html("template literal", "classic", (m) => `\${${m.call}}`),
];

const MUTATION: XssPayload[] = [
  html("noscript title", "mutation", (m) => `<noscript><p title="</noscript><img src=x onerror=${m.call}>"></noscript>`),
  html("noscript style", "mutation", (m) => `<noscript><style></noscript><img src=x onerror=${m.call}></style></noscript>`),
  html("template content", "mutation", (m) => `<template><img src=x onerror=${m.call}></template>`),
  html("template in table", "mutation", (m) => `<table><template><img src=x onerror=${m.call}></template></table>`),
  html("svg style", "mutation", (m) => `<svg><style><img src=x onerror=${m.call}></style></svg>`),
  html("svg style escape", "mutation", (m) => `<svg></p><style><a id="</style><img src=x onerror=${m.call}>">`),
  html("math style", "mutation", (m) => `<math><mtext><table><mglyph><style><img src=x onerror=${m.call}>`),
  html("math mi xlink", "mutation", (m) => `<math><mi xlink:href="${m.url}">x</mi></math>`),
  html("math annotation-xml", "mutation", (m) => `<math><annotation-xml encoding="text/html"><img src=x onerror=${m.call}></annotation-xml></math>`),
  html("svg foreignObject", "mutation", (m) => `<svg><foreignObject><img src=x onerror=${m.call}></foreignObject></svg>`),
  html("svg CDATA", "mutation", (m) => `<svg><![CDATA[><img src=x onerror=${m.call}>]]></svg>`),
  html("CDATA outside svg", "mutation", (m) => `<![CDATA[<img src=x onerror=${m.call}>]]>`),
  html("comment bang", "mutation", (m) => `<!--><img src=x onerror=${m.call}>-->`),
  html("comment dash bang", "mutation", (m) => `<!--!><img src=x onerror=${m.call}>`),
  html("processing instruction", "mutation", (m) => `<?xml x="><img src=x onerror=${m.call}>"?>`),
  html("form in form", "mutation", (m) => `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img src=x onerror=${m.call}>">`),
  html("select and keygen", "mutation", (m) => `<select><keygen autofocus onfocus=${m.call}></select>`),
  html("xmp", "mutation", (m) => `<xmp></xmp><img src=x onerror=${m.call}></xmp>`),
  html("listing and textarea", "mutation", (m) => `<listing>&lt;img src=x onerror=${m.call}&gt;</listing>`),
  html("textarea with html", "mutation", (m) => `<textarea><img src=x onerror=${m.call}></textarea>`),
  html("title raw text", "mutation", (m) => `<title><img src=x onerror=${m.call}></title>`),
  html("iframe raw text", "mutation", (m) => `<iframe><img src=x onerror=${m.call}></iframe>`),
  html("noembed", "mutation", (m) => `<noembed><img title="</noembed><img src=x onerror=${m.call}>"></noembed>`),
  html("plaintext", "mutation", (m) => `<plaintext><img src=x onerror=${m.call}>`),
  html("double-encoded entities", "mutation", (m) => `&lt;img src=x onerror=${m.call}&gt; &amp;lt;script&amp;gt;${m.call}&amp;lt;/script&amp;gt;`),
  html("details in code", "mutation", (m) => `<code><details open ontoggle=${m.call}></code>`),
  html("a in svg with xlink", "mutation", (m) => `<svg><a xlink:href="${m.url}"><text y=20>x</text></a></svg>`),
];

const MARKDOWN: XssPayload[] = [
  markdown("markdown link javascript", (m) => `[x](${m.url})`),
  markdown("markdown link JAVASCRIPT", (m) => `[x](JAVASCRIPT:${m.call})`),
  markdown("markdown link entity scheme", (m) => `[x](javascript&#58;${m.call})`),
  markdown("markdown link angle brackets", (m) => `[x](<${m.url}>)`),
  markdown("markdown link with title", (m) => `[x](${m.url} "t")`),
  markdown("markdown link leading space", (m) => `[x](  ${m.url})`),
  markdown("markdown link encoded", (m) => `[x](javascript%3A${m.call})`),
  markdown("markdown reference link", (m) => `[x][r]\n\n[r]: ${m.url}`),
  markdown("markdown image javascript", (m) => `![x](${m.url})`),
  markdown("markdown image onerror in alt", (m) => `![x" onerror="${m.call}](x)`),
  markdown("markdown image title breaking", (m) => `![x](x "\\" onerror=\\"${m.call}")`),
  markdown("markdown autolink javascript", (m) => `<${m.url}>`),
  markdown("markdown autolink data", (m) => `<data:text/html;base64,${base64(m.page)}>`),
  markdown("markdown link data", (m) => `[x](data:text/html;base64,${base64(m.page)})`),
  markdown("markdown link vbscript", (m) => `[x](vbscript:msgbox(${m.id}))`),
  markdown("markdown nested brackets", (m) => `[[x](${m.url})](y)`),
  markdown("markdown html block", (m) => `<div>\n\n<img src=x onerror=${m.call}>\n\n</div>`),
  markdown("markdown inline html in emphasis", (m) => `*<img src=x onerror=${m.call}>*`),
  markdown("markdown code span breaking", (m) => `\`x\`<img src=x onerror=${m.call}>\`y\``),
  markdown("markdown link text html", (m) => `[<img src=x onerror=${m.call}>](https://example.com)`),
];

const RICH: XssPayload[] = [
  rich("rich2 link javascript", (m) => [p(link(m.url))]),
  rich("rich2 link mixed case", (m) => [p(link(`JaVaScRiPt:${m.call}`))]),
  rich("rich2 link with control characters", (m) => [p(link(`\u0001java\nscript:${m.call}`))]),
  rich("rich2 link entity encoded", (m) => [p(link(`${decimalEntities("javascript:")}${m.call}`))]),
  rich("rich2 link data html", (m) => [p(link(`data:text/html;base64,${base64(m.page)}`))]),
  rich("rich2 link old type", (m) => [p(link(m.url, "x", "link"))]),
  rich("rich2 link href instead of url", (m) => [p({ type: "link", href: m.url, children: [{ text: "x" }] })]),
  rich("rich2 link url breaking the attribute", (m) => [p(link(`https://x.example/" onmouseover="${m.call}`))]),
  rich("rich2 image javascript", (m) => [image(m.url)]),
  rich("rich2 image data svg", (m) => [image(`data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${m.call}"/>`)}`)]),
  rich("rich2 image alt breaking", (m) => [image("https://x.example/a.png", `"><img src=x onerror=${m.call}>`)]),
  rich("rich2 image dimensions", (m) => [image("x", "a", { width: `1" onerror="${m.call}`, height: `1 onerror=${m.call}` })]),
  rich("rich2 embed link javascript", (m) => [
    { type: "rich_embed_card", dataSourceType: "link", url: m.url, embedData: { name: "x" }, children: [{ text: "" }] },
  ]),
  rich("rich2 text leaf html", (m) => [p({ text: `<img src=x onerror=${m.call}>`, bold: true, code: true })]),
  rich("rich2 mention name html", (m) => [p({ type: "mention", userID: 1, name: `"><img src=x onerror=${m.call}>`, children: [{ text: "" }] })]),
  rich("rich2 unknown element type", (m) => [{ type: `img src=x onerror=${m.call}`, children: [{ text: "x" }] }]),
  rich("rich2 code block html", (m) => [
    { type: "code_block", children: [{ type: "code_line", children: [{ text: `</code></pre><img src=x onerror=${m.call}>` }] }] },
  ]),
  rich("rich2 link child html", (m) => [p({ type: "a", url: "https://x.example", children: [{ text: `<svg onload=${m.call}>` }] })]),
];

/** The suite's payloads: classic filter evasion, mutation XSS, markdown and rich2 link tricks. */
export const XSS_PAYLOADS: readonly XssPayload[] = [...CLASSIC, ...MUTATION, ...MARKDOWN, ...RICH];

/**
 * Names registration should refuse or store as harmless text: user names are shown in every post's
 * byline, in links to profiles and in mentions.
 */
export const TRICKY_USER_NAMES: readonly string[] = ["__proto__", "constructor", "javascript", "x.onerror", "..", "-->", "a.b.c.svg"];
