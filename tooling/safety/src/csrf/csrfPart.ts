import type { FreshSite } from "../freshSite.ts";
import type { PartResult, SafetyPart } from "../SafetyPart.ts";
import { mutationRoutes, type MutationRoute } from "./mutationRoutes.ts";
import { siteSnapshot } from "./siteSnapshot.ts";
import { signInCookie } from "./signInCookie.ts";
import { signIn } from "../ApiSession.ts";
import { enableEveryAddon } from "../enableEveryAddon.ts";
import { readRouteTable } from "../readRouteTable.ts";

const FOREIGN = "https://attacker.example";

/** How a cross-site page (or a careless client) might send a mutation. */
interface Way {
  name: string;
  /** Same-site API client header: a cross-site form cannot send it, nor a script without a preflight. */
  requestedWith: boolean;
  /** The Origin header: the site's own, a foreign one, "null" (sandboxed frame) or none. */
  origin: "own" | "foreign" | "null" | "none";
  encoding: "json" | "urlencoded" | "multipart" | "text";
}

const WAYS: readonly Way[] = [
  { name: "JSON without X-Requested-With", requestedWith: false, origin: "own", encoding: "json" },
  { name: "JSON without X-Requested-With or Origin", requestedWith: false, origin: "none", encoding: "json" },
  { name: "JSON from a foreign Origin", requestedWith: true, origin: "foreign", encoding: "json" },
  { name: "JSON from Origin null", requestedWith: true, origin: "null", encoding: "json" },
  { name: "a cross-site form (urlencoded)", requestedWith: false, origin: "foreign", encoding: "urlencoded" },
  { name: "a cross-site form (multipart)", requestedWith: false, origin: "foreign", encoding: "multipart" },
  { name: "a cross-site form (text/plain JSON)", requestedWith: false, origin: "foreign", encoding: "text" },
  { name: "a form with no Origin (urlencoded)", requestedWith: false, origin: "none", encoding: "urlencoded" },
];

/**
 * CSRF: every mutation route of the API (POST/PUT/PATCH/DELETE under /api/v2, from the route
 * table), as a signed-in member, an administrator and a guest, sent each way a cross-site page
 * could send it (no `X-Requested-With`, a foreign or `null` Origin, form-encoded, multipart,
 * text/plain). The body is one that the routes would take from the site's own client (real ids, the
 * admin's own credentials for sign-in), so a missing guard would show as a 2xx or as a change in
 * what the site serves (read before and after, as the administrator). Accepted must be 0. A control
 * sent the site's own way afterwards must be accepted and seen as a change: the detector works.
 */
export const csrfPart: SafetyPart = {
  name: "csrf",
  async run(site) {
    if (!site) throw new Error("the csrf part needs the suite's site");
    const member = await signInCookie(site, "member");
    const admin = await signInCookie(site, "admin");
    const personas = { member: member.cookie, admin: admin.cookie, guest: undefined };
    // Every installed add-on on, as a site manager switches them: the route table lists only the
    // enabled add-ons' mutations (Analytics' page-view beacon `POST /tick` among them), and each
    // must be refused cross-site too.
    const addons = await enableEveryAddon(await signIn(site.baseUrl, "admin", site.password));
    const fixture = await createFixture(site, admin.cookie, member.userID);
    const routes = await mutationRoutes(site.baseUrl);
    // Every list the site serves without parameters (each add-on's among them) is compared too.
    const lists = (await readRouteTable(site.baseUrl)).filter((route) => route.method === "GET" && !route.url.includes(":")).map((route) => route.url);
    const before = await siteSnapshot(site.baseUrl, personas, lists);

    const details: string[] = [];
    const statuses = new Map<number, number>();
    let attempts = 0;
    let accepted = 0;
    for (const route of routes) {
      for (const [persona, cookie] of Object.entries(personas)) {
        for (const way of WAYS) {
          const response = await attempt(site, route, way, cookie, fixture);
          attempts++;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 200 && response.status < 300) {
            accepted++;
            details.push(`${route.method} ${route.path} as ${persona}, ${way.name}: accepted with ${response.status}`);
          }
        }
      }
    }
    const after = await siteSnapshot(site.baseUrl, personas, lists);
    const changed = before.changedAgainst(after);
    for (const read of changed) details.push(`what ${read} serves changed while only refused mutations were sent`);

    // The control: the site's own client's way, which must go through and be seen.
    const control = await fetch(`${site.baseUrl}/api/v2/discussions`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "vanilla", origin: site.baseUrl, cookie: personas.admin },
      body: JSON.stringify(probeBody(site, fixture)),
    });
    const seen = before.changedAgainst(await siteSnapshot(site.baseUrl, personas, lists)).length > 0;
    const controlFailed = control.status !== 201 || !seen;
    if (controlFailed) details.push(`control: a post sent the site's own way answered ${control.status} and was ${seen ? "" : "not "}seen as a change`);

    const byStatus = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count}× ${status}`)
      .join(", ");
    const failures = accepted + changed.length + (controlFailed ? 1 : 0);
    const figure =
      `csrf: ${routes.length} mutation routes (from the site's OpenAPI document, ${addons.length} add-ons on) × 3 personas × ${WAYS.length} ways = ` +
      `${attempts} attempts, ${accepted} accepted, ${changed.length} records changed (answers: ${byStatus}); control ${controlFailed ? "FAILED" : "accepted and seen"}`;
    return { figure, failures, details } satisfies PartResult;
  },
};

/** Records the attempts aim at: a discussion with a comment, and the ids the body names. */
interface Fixture {
  categoryID: number;
  discussionID: number;
  commentID: number;
  memberID: number;
}

async function createFixture(site: FreshSite, adminCookie: string, memberID: number): Promise<Fixture> {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${site.baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", "x-requested-with": "vanilla", origin: site.baseUrl, cookie: adminCookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const categories = await call<Array<{ categoryID: number; urlcode: string }>>("GET", "/api/v2/categories");
  const categoryID = (categories.find((c) => c.urlcode === "general") ?? categories[0])?.categoryID ?? 1;
  const discussion = await call<{ discussionID: number }>("POST", "/api/v2/discussions", {
    name: "CSRF target",
    body: "A discussion the attempts aim at.",
    format: "text",
    categoryID,
  });
  const comment = await call<{ commentID: number }>("POST", "/api/v2/comments", {
    discussionID: discussion.discussionID,
    body: "A comment they aim at.",
    format: "text",
  });
  return { categoryID, discussionID: discussion.discussionID, commentID: comment.commentID, memberID };
}

/**
 * One body for every route: the fields of each route's schema, with real ids (unknown fields are
 * dropped by the schemas). Would a route take it from a cross-site page, something would change.
 */
function probeBody(site: FreshSite, fixture: Fixture): Record<string, unknown> {
  return {
    name: "CSRF probe",
    body: "Posted by a cross-site request.",
    format: "text",
    categoryID: fixture.categoryID,
    discussionID: fixture.discussionID,
    discussionIDs: [fixture.discussionID],
    commentIDs: [fixture.commentID],
    recordType: "discussion",
    recordID: fixture.discussionID,
    reason: "Reported by a cross-site request.",
    reactionType: "like",
    username: "admin",
    password: site.password,
    email: "csrf-probe@example.com",
    enabled: false,
    bookmarked: true,
    muted: true,
    dismissed: true,
    closed: true,
    pinned: true,
    type: "question",
    status: "accepted",
    tagIDs: [],
    "garden.title": "Changed by a cross-site request",
    // A page view (`POST /tick`) and a privacy choice (`POST /analytics/privacy`).
    url: `/discussion/${fixture.discussionID}`,
    AnonymizeData: 1,
  };
}

function pathFor(route: MutationRoute, fixture: Fixture): string {
  const idOf = route.path.includes("/comments/") ? fixture.commentID : route.path.includes("/users/") ? fixture.memberID : fixture.discussionID;
  return route.path
    .replace(/:addonID|:key/g, "qna")
    .replace(/:userID/g, String(fixture.memberID))
    .replace(/:[A-Za-z]+/g, String(idOf));
}

function attempt(site: FreshSite, route: MutationRoute, way: Way, cookie: string | undefined, fixture: Fixture): Promise<Response> {
  const fields = probeBody(site, fixture);
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (way.requestedWith) headers["x-requested-with"] = "vanilla";
  if (way.origin === "own") headers.origin = site.baseUrl;
  if (way.origin === "foreign") headers.origin = FOREIGN;
  if (way.origin === "null") headers.origin = "null";
  let body: string | FormData | URLSearchParams;
  if (way.encoding === "json") {
    headers["content-type"] = "application/json";
    body = JSON.stringify(fields);
  } else if (way.encoding === "text") {
    // A form with enctype="text/plain" and one field named `{"name":"…","x":"` sends JSON-looking text.
    headers["content-type"] = "text/plain";
    body = JSON.stringify(fields);
  } else {
    const flat = Object.entries(fields).map(([key, value]) => [key, Array.isArray(value) ? value.join(",") : String(value)] as [string, string]);
    if (way.encoding === "urlencoded") body = new URLSearchParams(flat);
    else {
      body = new FormData();
      for (const [key, value] of flat) body.append(key, value);
      body.append("file", new Blob(["GIF89a"], { type: "image/gif" }), "probe.gif");
    }
  }
  return fetch(`${site.baseUrl}${pathFor(route, fixture)}`, { method: route.method, headers, body, redirect: "manual" });
}
