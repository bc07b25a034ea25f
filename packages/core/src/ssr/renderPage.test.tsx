// @vitest-environment node
import { describe, expect, it } from "vitest";
import { AddonRegistry } from "../addons/AddonRegistry";
import { defineAddon } from "../addons/defineAddon";
import type { QuorumPageData } from "../app/QuorumPageData";
import { fakeApi } from "../testing/fakeApi";
import { memberBootstrap } from "../testing/testBootstrap";
import { coreAddon } from "../widgets/coreAddon";
import { renderPage } from "./renderPage";
import type { RenderRequest } from "./RenderRequest";
import type { LayoutLookup } from "@quorum/api";
/** `/discussion/{id}[/{slug}]` -> the post lookup, as the forum's layout routes give it. */
function recordPage(path: string): LayoutLookup | null {
  const id = /^\/discussion\/(\d+)(?:\/[^/]+)?$/.exec(path)?.[1];
  return id ? { layoutViewType: "post", recordType: "discussion", recordID: Number(id), params: { discussionID: Number(id), page: 1 } } : null;
}

function Greeting({ text }: { text: string }) {
  return <p className="greeting">{text}</p>;
}
function SignInPage() {
  return <h1>Sign in to continue</h1>;
}
function NotePage() {
  return <h1>A note</h1>;
}
function SecretPage() {
  return <h1>Site managers only</h1>;
}

const registry = new AddonRegistry([
  coreAddon,
  defineAddon({
    key: "test",
    widgets: { Greeting: { load: async () => ({ default: Greeting }) } },
    // A record page, as a feature declares its addresses (the forum's /discussion/{id}).
    layoutRoutes: [{ match: recordPage }],
    routes: [
      { path: "/entry/signin", load: async () => ({ default: SignInPage }) },
      { path: "/dashboard/secret", permission: "site.manage", load: async () => ({ default: SecretPage }) },
      // A page showing one API record: its refusal is the page's status.
      { path: "/notes/:id", record: "/notes/:id", load: async () => ({ default: NotePage }) },
    ],
    navItems: [{ id: "posts", name: "Posts", url: "/discussions", permission: "discussions.view", order: 1 }],
  }),
]);

const bootstrap = memberBootstrap({ theme: { themeID: "blue", variables: { "color-primary": "#123456" } } });
const assets = { scripts: ["/assets/entry-client-abc.js"], styles: ["/assets/entry-client-abc.css"], preloads: ["/assets/vendor-1.js"] };

/** The notes the API gives (`/notes/7`); any other is the API's 404, a bad id its 422. */
async function fetchWithNotes(api: ReturnType<typeof fakeApi>, input: string): Promise<Response> {
  const note = /^\/api\/v2\/notes\/([^/?]*)$/.exec(input)?.[1];
  if (note === undefined) return api.fetch(input);
  api.requests.push(input);
  const [status, body] =
    note === "7"
      ? [200, { noteID: 7 }]
      : /^\d+$/.test(note)
        ? [404, { message: "Note not found.", status: 404 }]
        : [422, { message: "Validation failed.", status: 422 }];
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

async function render(url: string, pageBootstrap = bootstrap) {
  const api = fakeApi();
  const fetch = (input: string) => fetchWithNotes(api, input);
  const request: RenderRequest = { url, bootstrap: pageBootstrap as RenderRequest["bootstrap"], fetch, assets };
  const result = await renderPage(request, registry);
  return { ...result, requests: api.requests };
}

/** The page data exactly as the browser would evaluate the inline script. */
function pageData(html: string): QuorumPageData {
  const script = /<script>window\.__QUORUM__=(.*?)<\/script>/s.exec(html)?.[1];
  if (!script) throw new Error("no __QUORUM__ script");
  return new Function(`return ${script}`)() as QuorumPageData;
}

describe("renderPage", () => {
  it("renders a layout page with its widgets, title bar, theme, assets and dehydrated layout", async () => {
    const { status, html, requests } = await render("/");
    expect(status).toBe(200);
    expect(requests).toEqual(["/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=siteSection&recordID=0"]);
    expect(html.startsWith('<!doctype html><html lang="en"><head>')).toBe(true);
    expect(html).toContain("<title>Home - Test Forum</title>");
    expect(html).toContain('<meta name="description" content="A forum about &lt;tests&gt;">');
    expect(html).toContain(":root{--q-color-primary:#123456;");
    // An icon in the head, in the theme's colour: no browser asks for /favicon.ico (a 404).
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]*%23123456[^"]*">/);
    expect(html).toContain("--q-font-size-base:14px;");
    expect(html).toContain('<link rel="stylesheet" href="/assets/entry-client-abc.css">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/vendor-1.js">');
    expect(html).toContain('<script type="module" src="/assets/entry-client-abc.js"></script>');

    const root = /<div id="root">(.*)<\/div><script>window/s.exec(html)?.[1] ?? "";
    expect(root).toContain("<p>Hello from the <em>server</em></p>");
    expect(root).toContain('<p class="greeting">Welcome &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;friends&lt;/b&gt;</p>');
    expect(root).toContain(">Posts</a>");
    // A member's user box is the user toolbar (spec §2), rendered on the server too.
    expect(root).toContain('aria-label="Notifications"');
    expect(root).toContain('aria-label="My Account"');
    expect(root).toContain('aria-label="Account"');
  });

  it("inlines bootstrap and query state as JSON that cannot close its script", async () => {
    const { html } = await render("/");
    const script = /<script>window\.__QUORUM__=(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    expect(script).not.toContain("<");
    expect(script).toContain("\\u003c/script>\\u003cscript>alert(1)");
    const data = pageData(html);
    expect(data.bootstrap.user.name).toBe("Ada");
    const queries = data.state.queries.map((q) => q.queryKey);
    expect(queries).toEqual([["layout", { layoutViewType: "home", recordType: "siteSection", recordID: 0, params: {} }]]);
    expect(JSON.stringify(data.state.queries[0]?.state.data)).toContain("Welcome </script><script>alert(1)</script>");
  });

  it("answers an add-on page the viewer may not see with the permission page and status 403", async () => {
    const { status, html } = await render("/dashboard/secret");
    expect(status).toBe(403);
    expect(html).not.toContain("Site managers only");
    expect(html).toContain("Permission Problem");
  });

  it("answers a missing record with its not-found page and status 404", async () => {
    const { status, html } = await render("/discussion/404/gone");
    expect(status).toBe(404);
    expect(html).toContain("<title>Discussion Not Found</title>");
    expect(html).toContain("<h1>Discussion Not Found</h1>");
    expect(html).toContain("The discussion you were looking for could not be found.");
    expect(pageData(html).state.queries[0]?.state.data).toEqual({ error: { status: 404, message: "Discussion not found." } });
  });

  it("answers a refused record with the permission page and status 403", async () => {
    const { status, html } = await render("/discussion/403");
    expect(status).toBe(403);
    expect(html).toContain("<h1>Permission Problem</h1>");
    expect(html).toContain("You don&#x27;t have permission to view this resource.");
  });

  it("answers a failed lookup with the generic error page", async () => {
    const { status, html } = await render("/discussion/500");
    expect(status).toBe(500);
    expect(html).toContain("<h1>There was an error</h1>");
    expect(html).toContain("Please try again later.");
  });

  it("answers redirectTo with a redirect", async () => {
    expect(await render("/discussion/301")).toMatchObject({ status: 302, redirect: "/discussion/12/moved", html: "" });
  });

  it("serves every page under a site section's folder, its links and redirects kept in the section", async () => {
    const inSections = { ...bootstrap, siteSections: [{ folder: "games", siteSectionID: 3, locale: "fr" }] };
    const thread = await render("/games/discussion/12/hello", inSections);
    expect(thread.status).toBe(200);
    expect(thread.requests).toEqual([
      "/api/v2/layouts/lookup-hydrate?layoutViewType=post&recordType=discussion&recordID=12&params[discussionID]=12&params[page]=1&siteSection=games",
    ]);
    expect(thread.html).toContain('href="/games/discussions"');
    expect(await render("/games/discussion/301", inSections)).toMatchObject({ status: 302, redirect: "/games/discussion/12/moved" });
    const addonPage = await render("/games/entry/signin", inSections);
    expect(addonPage.status).toBe(200);
    expect(addonPage.html).toContain("<h1>Sign in to continue</h1>");
    // A folder the bootstrap does not list (no such section, or one the viewer may not see) is no section's.
    expect((await render("/games/discussion/12", bootstrap)).status).toBe(404);
    expect((await render("/nowhere/discussion/12", inSections)).status).toBe(404);
  });

  it("renders an add-on's page", async () => {
    const { status, html, requests } = await render("/entry/signin?Target=%2F");
    expect(status).toBe(200);
    expect(requests).toEqual([]);
    expect(html).toContain("<h1>Sign in to continue</h1>");
  });

  it("answers an add-on page whose record the API refuses with the API's status, and one it gives with 200", async () => {
    const shown = await render("/notes/7");
    expect(shown.status).toBe(200);
    expect(shown.requests).toEqual(["/api/v2/notes/7"]);
    expect(shown.html).toContain("<h1>A note</h1>");
    const missing = await render("/notes/8");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("<title>Page Not Found</title>");
    // An id the API cannot read names no record: 404 too, not the API's 422.
    expect((await render("/notes/abc")).status).toBe(404);
    expect((await render("/notes/abc")).requests).toEqual(["/api/v2/notes/abc"]);
  });

  it("answers an unknown address with the not-found page and status 404", async () => {
    const { status, html } = await render("/no/such/page");
    expect(status).toBe(404);
    expect(html).toContain("<title>Page Not Found</title>");
    expect(html).toContain("The page you were looking for could not be found.");
    expect(html).toContain("Back to home page");
  });
});

describe("renderPage with a Content-Security-Policy nonce", () => {
  it("marks every inline script and style element with the request's nonce, and leaves none unmarked", async () => {
    const api = fakeApi();
    const nonce = "bm9uY2UtZm9yLWEtdGVzdA==";
    const { html } = await renderPage(
      { url: "/discussion/12/hello", bootstrap: bootstrap as RenderRequest["bootstrap"], fetch: api.fetch, assets, nonce },
      registry,
    );
    const inline = [...html.matchAll(/<(script|style)(?![^>]*\ssrc=)([^>]*)>/g)].map((match) => match[0]);
    // The early-events script, the theme style and the page state.
    expect(inline).toHaveLength(3);
    for (const tag of inline) expect(tag).toContain(` nonce="${nonce}"`);
    expect(html).toContain(`<script nonce="${nonce}">window.__QUORUM__=`);
  });
});
