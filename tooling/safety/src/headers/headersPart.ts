import { signInCookie } from "../csrf/signInCookie.ts";
import { freshSite, type FreshSite } from "../freshSite.ts";
import type { PartResult, SafetyPart } from "../SafetyPart.ts";

/** Every kind of page the site renders, with who looks at it (the dashboard needs a site manager). */
const PAGES: ReadonlyArray<{ path: string; as: "guest" | "member" | "admin" }> = [
  { path: "/", as: "guest" },
  { path: "/discussions", as: "guest" },
  { path: "/categories", as: "guest" },
  { path: "/categories/general", as: "guest" },
  { path: "/discussion/1", as: "guest" },
  { path: "/entry/signin", as: "guest" },
  { path: "/entry/register", as: "guest" },
  { path: "/profile/member", as: "guest" },
  { path: "/no/such/page", as: "guest" },
  { path: "/discussions", as: "member" },
  { path: "/post/discussion", as: "member" },
  { path: "/drafts", as: "member" },
  { path: "/bookmarks", as: "member" },
  { path: "/dashboard/addons", as: "admin" },
  { path: "/log/filter", as: "admin" },
];

/** API answers of every kind: lists, a record, settings, errors of each status, refusals. */
const API: ReadonlyArray<{ method: string; path: string; as: "guest" | "member" | "admin"; headers?: Record<string, string>; body?: unknown }> = [
  { method: "GET", path: "/api/v2/discussions", as: "guest" },
  { method: "GET", path: "/api/v2/discussions/1", as: "guest" },
  { method: "GET", path: "/api/v2/comments?discussionID=1", as: "guest" },
  { method: "GET", path: "/api/v2/categories", as: "guest" },
  { method: "GET", path: "/api/v2/config", as: "guest" },
  { method: "GET", path: "/api/v2/users/me", as: "member" },
  { method: "GET", path: "/api/v2/addons", as: "admin" },
  { method: "GET", path: "/api/v2/layouts/lookup-hydrate?layoutViewType=home", as: "guest" },
  { method: "GET", path: "/api/v2/no-such-route", as: "guest" },
  { method: "GET", path: "/api/v2/discussions/999999", as: "guest" },
  { method: "GET", path: "/api/v2/addons", as: "member" },
  { method: "POST", path: "/api/v2/discussions", as: "member", headers: { "x-requested-with": "vanilla", "content-type": "application/json" }, body: {} },
  { method: "POST", path: "/api/v2/discussions", as: "member", headers: { "content-type": "application/json" }, body: {} },
];

const REQUIRED = { "x-content-type-options": "nosniff", "referrer-policy": "strict-origin-when-cross-origin" } as const;

/**
 * Security headers: every page type (as the persona who may see it) and every kind of API answer,
 * errors included, plus built files, carries `nosniff`, `Referrer-Policy`, a Content-Security-Policy
 * with `frame-ancestors 'none'`; a page's policy allows scripts only from the site and by a nonce
 * that every inline script and style element of that very page carries, and is new for each page.
 * The session cookie is HttpOnly and SameSite=Lax. Behind a trusted TLS proxy the part's second site
 * must add HSTS and mark the cookie Secure; without the proxy setting, a forged X-Forwarded-Proto
 * must get neither.
 */
export const headersPart: SafetyPart = {
  name: "headers",
  async run(site) {
    if (!site) throw new Error("the headers part needs the suite's site");
    const cookies = { guest: undefined, member: (await signInCookie(site, "member")).cookie, admin: (await signInCookie(site, "admin")).cookie };
    const details: string[] = [];
    let checked = 0;
    const nonces = new Set<string>();

    for (const page of PAGES) {
      const response = await fetch(`${site.baseUrl}${page.path}`, { headers: cookies[page.as] ? { cookie: cookies[page.as] ?? "" } : {}, redirect: "manual" });
      checked++;
      const html = await response.text();
      const problems = [...commonProblems(response), ...pageProblems(response, html, nonces)];
      for (const problem of problems) details.push(`page ${page.path} as ${page.as} (${response.status}): ${problem}`);
    }

    const assets = new Set<string>();
    const home = await (await fetch(`${site.baseUrl}/`)).text();
    for (const match of home.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) if (match[1]) assets.add(match[1]);
    for (const path of [...API.map((a) => a.path), ...assets]) {
      const call = API.find((a) => a.path === path) ?? { method: "GET", path, as: "guest" as const };
      const response = await fetch(`${site.baseUrl}${call.path}`, {
        method: call.method,
        headers: { ...(cookies[call.as] ? { cookie: cookies[call.as] ?? "" } : {}), ...call.headers },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      });
      await response.arrayBuffer();
      checked++;
      const policy = response.headers.get("content-security-policy") ?? "";
      const problems = commonProblems(response);
      if (!/^default-src 'none'/.test(policy)) problems.push(`its policy is not default-src 'none': ${policy}`);
      for (const problem of problems) details.push(`${call.method} ${call.path} as ${call.as} (${response.status}): ${problem}`);
    }

    const cookieProblems = await sessionCookieProblems(site);
    checked += 3;
    details.push(...cookieProblems);

    const failures = details.length;
    const figure = `headers: ${PAGES.length} pages, ${API.length} API answers and ${assets.size} built files, the session cookie over HTTP, via a forged and via a trusted proxy: ${checked} answers checked, ${failures} problems`;
    return { figure, failures, details } satisfies PartResult;
  },
};

function commonProblems(response: Response): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(REQUIRED))
    if (response.headers.get(name) !== value) problems.push(`${name} is ${response.headers.get(name) ?? "missing"}`);
  const policy = response.headers.get("content-security-policy");
  if (!policy) problems.push("no Content-Security-Policy");
  else if (!/frame-ancestors 'none'/.test(policy)) problems.push(`frame-ancestors is not 'none': ${policy}`);
  if (response.headers.get("strict-transport-security")) problems.push("HSTS over plain HTTP");
  return problems;
}

function pageProblems(response: Response, html: string, nonces: Set<string>): string[] {
  if (response.status >= 300 && response.status < 400) return [];
  const problems: string[] = [];
  const policy = response.headers.get("content-security-policy") ?? "";
  const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  if (!nonce) return [`script-src has no nonce: ${policy}`];
  if (/'unsafe-inline'|'unsafe-eval'|\*|data:/.test(scriptSrc)) problems.push(`script-src allows more than the site and the nonce: ${scriptSrc}`);
  if (/(?:^|; )style-src [^;]*'unsafe-inline'/.test(policy)) problems.push("style-src allows inline style elements");
  if (!/object-src 'none'/.test(policy) || !/base-uri 'none'/.test(policy)) problems.push("object-src or base-uri is not 'none'");
  if (nonces.has(nonce)) problems.push("the nonce was used by an earlier page");
  nonces.add(nonce);
  const inline = [...html.matchAll(/<(script|style)\b(?![^>]*\ssrc=)([^>]*)>/g)];
  if (inline.length === 0) problems.push("the page has no inline script (the page state is missing)");
  for (const tag of inline) if (!tag[2]?.includes(`nonce="${nonce}"`)) problems.push(`an inline <${tag[1]}> without the page's nonce: <${tag[1]}${tag[2]}>`);
  return problems;
}

/** The session cookie's flags over plain HTTP, through a forged X-Forwarded-Proto, and behind a trusted TLS proxy. */
async function sessionCookieProblems(site: FreshSite): Promise<string[]> {
  const problems: string[] = [];
  const signIn = (on: FreshSite, headers: Record<string, string> = {}) =>
    fetch(`${on.baseUrl}/api/v2/authenticate/password`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "vanilla", ...headers },
      body: JSON.stringify({ username: "member", password: on.password }),
    });
  const plain = await signIn(site);
  const forged = await signIn(site, { "x-forwarded-proto": "https" });
  for (const [how, response] of [
    ["over HTTP", plain],
    ["with a forged X-Forwarded-Proto", forged],
  ] as const) {
    const cookie = response.headers.getSetCookie()[0] ?? "";
    if (!/HttpOnly/i.test(cookie) || !/SameSite=Lax/i.test(cookie)) problems.push(`session cookie ${how} lacks HttpOnly or SameSite=Lax: ${cookie}`);
    if (/;\s*Secure/i.test(cookie)) problems.push(`session cookie ${how} is Secure on a plain HTTP site`);
    if (response.headers.get("strict-transport-security")) problems.push(`HSTS ${how}`);
  }
  // A second site, configured as behind a TLS-terminating proxy, on the next port.
  const proxied = await freshSite(Number(new URL(site.baseUrl).port) + 1, { env: { QUORUM_TRUST_PROXY: "1" } });
  try {
    const response = await signIn(proxied, { "x-forwarded-proto": "https" });
    const cookie = response.headers.getSetCookie()[0] ?? "";
    if (response.status !== 200) problems.push(`sign-in behind a trusted TLS proxy answered ${response.status}`);
    if (!/;\s*Secure/i.test(cookie)) problems.push(`behind a trusted TLS proxy the session cookie is not Secure: ${cookie}`);
    if (response.headers.get("strict-transport-security") !== "max-age=31536000") problems.push("behind a trusted TLS proxy there is no HSTS");
  } finally {
    await proxied.stop();
  }
  return problems;
}
