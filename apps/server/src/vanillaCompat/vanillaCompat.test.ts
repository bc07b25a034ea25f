import { createApp, runMigrations, type Database } from "@quorum/server";
import { api, createTestDatabase, signIn } from "@quorum/server/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDemoAccounts } from "../demoAccounts";
import { installedAddons } from "../installedAddons";
import { seedSite } from "../seedSite";
import { VANILLA_SHARED_ENDPOINTS, vanillaResponseValidator } from "./vanillaResponseValidator";

// docs/architecture.md §4: where Vanilla publishes the same GET endpoint, a client written for
// Vanilla's API reads Quorum's answer. Every shared endpoint is called on the demo site, as a guest
// and as the accounts that may call it, and each answer is validated against Vanilla's schema.

type Persona = "guest" | "admin" | "moderator" | "member";

let database: Database;
let app: FastifyInstance;
const cookies: Partial<Record<Persona, string>> = {};
const ids = { discussion: 0, comment: 0, category: 0, draft: 0, user: 0 };
const validate = vanillaResponseValidator();

function call(as: Persona, url: string, method: "GET" | "POST" | "PATCH" = "GET", body?: unknown) {
  return api(app, { url, method, ...(body === undefined ? {} : { body }), ...(as === "guest" ? {} : { cookie: cookies[as] }) });
}

async function created(as: Persona, url: string, body: unknown, method: "POST" | "PATCH" = "POST"): Promise<{ [key: string]: unknown }> {
  const response = await call(as, url, method, body);
  if (response.statusCode >= 300) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database.db, installedAddons);
  const accounts = makeDemoAccounts("demo-password-1");
  await seedSite(database.db, installedAddons, accounts);
  app = await createApp({ db: database.db, addons: installedAddons });
  for (const account of accounts) cookies[account.name as Persona] = await signIn(app, account.name, account.password);

  const discussions = (await call("guest", "/discussions?limit=5")).json() as Array<{ discussionID: number; categoryID: number; countComments: number }>;
  const discussion = discussions.find((d) => d.countComments > 0) ?? discussions[0];
  if (!discussion) throw new Error("The demo site has no discussions");
  ids.discussion = discussion.discussionID;
  ids.category = discussion.categoryID;
  const comments = (await call("guest", `/comments?discussionID=${ids.discussion}`)).json() as Array<{ commentID: number }>;
  ids.comment = comments[0]?.commentID ?? 0;
  ids.user = ((await call("member", "/users/me")).json() as { userID: number }).userID;

  // What the demo seed leaves empty: reactions, a report, a draft, a collection, the audit log.
  await created("admin", `/discussions/${ids.discussion}/bump`, undefined, "PATCH");
  await created("member", `/discussions/${ids.discussion}/reactions`, { reactionType: "like" });
  await created("member", `/comments/${ids.comment}/reactions`, { reactionType: "like" });
  await created("member", "/reports", { recordType: "comment", recordID: ids.comment, reason: "Off topic." });
  const draft = await created("member", "/drafts", {
    recordType: "comment",
    parentRecordType: "discussion",
    parentRecordID: ids.discussion,
    attributes: { body: "Half a thought", format: "markdown" },
  });
  ids.draft = Number(draft.draftID);
  await created("admin", "/collections", { name: "Featured", records: [{ recordType: "discussion", recordID: ids.discussion }] });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Each shared endpoint with the requests that exercise it (Vanilla's path → who calls what). */
const REQUESTS: Record<string, ReadonlyArray<readonly [Persona, () => string]>> = {
  "GET /addons": [["admin", () => "/addons"]],
  "GET /audit-logs": [["admin", () => "/audit-logs"]],
  "GET /categories": [
    ["guest", () => "/categories"],
    ["member", () => "/categories?outputFormat=flat"],
  ],
  "GET /categories/search": [["guest", () => "/categories/search?query=a"]],
  "GET /categories/{id}": [["guest", () => `/categories/${ids.category}`]],
  "GET /collections": [["admin", () => "/collections"]],
  "GET /collections/by-resource": [["admin", () => `/collections/by-resource?recordType=discussion&recordID=${ids.discussion}`]],
  "GET /comments": [
    ["guest", () => `/comments?discussionID=${ids.discussion}`],
    ["member", () => `/comments?discussionID=${ids.discussion}&expand=all`],
  ],
  "GET /comments/{id}": [["guest", () => `/comments/${ids.comment}`]],
  "GET /comments/{id}/reactions": [["member", () => `/comments/${ids.comment}/reactions`]],
  "GET /config": [
    ["guest", () => "/config"],
    ["admin", () => "/config"],
  ],
  "GET /discussions": [
    ["guest", () => "/discussions"],
    ["member", () => "/discussions?expand=all"],
  ],
  "GET /discussions/{id}": [
    ["guest", () => `/discussions/${ids.discussion}`],
    ["member", () => `/discussions/${ids.discussion}`],
  ],
  "GET /discussions/{id}/reactions": [["member", () => `/discussions/${ids.discussion}/reactions`]],
  "GET /drafts": [["member", () => "/drafts"]],
  "GET /drafts/{id}": [["member", () => `/drafts/${ids.draft}`]],
  "GET /drafts/{id}/edit": [["member", () => `/drafts/${ids.draft}/edit`]],
  "GET /layouts/lookup-hydrate": [["guest", () => "/layouts/lookup-hydrate?layoutViewType=home"]],
  "GET /reactions": [["guest", () => "/reactions"]],
  "GET /reports": [["moderator", () => "/reports"]],
  "GET /tags": [["guest", () => "/tags"]],
  "GET /users/by-names": [["member", () => "/users/by-names?name=a*"]],
  "GET /users/me": [
    ["guest", () => "/users/me"],
    ["member", () => "/users/me"],
  ],
  "GET /users/me-counts": [["member", () => "/users/me-counts"]],
  "GET /users/{id}": [
    ["guest", () => `/users/${ids.user}`],
    ["member", () => `/users/${ids.user}`],
  ],
};

/**
 * Endpoints whose answers do not validate yet, and why. Each must still fail (so the list shrinks
 * as they are fixed); every other shared endpoint must validate.
 */
const KNOWN_MISSES: Record<string, string> = {
  "GET /addons": "Vanilla wants an icon's address (iconUrl) for every add-on: Quorum's add-ons have no icons",
  "GET /audit-logs": "Vanilla's schema says one object where its endpoint (and Quorum's) lists entries",
  "GET /discussions": "list items carry a plain-text excerpt, not the body (Vanilla sends every body): the busiest answer stays small",
  "GET /layouts/lookup-hydrate": "Vanilla's oneOf of two schemas without required fields: any answer matches both",
  "GET /reactions": "Vanilla wants an image address (photoUrl) for each reaction type: Quorum's reaction types have no images (a post's bar shows their names)",
  "GET /users/{id}": "Vanilla requires the email address, which Quorum shows only to the user and to holders of personalInfo.view",
};

describe("Quorum's answers validate against Vanilla's response schemas", () => {
  it("covers every GET endpoint both publish", () => {
    expect(Object.keys(REQUESTS).sort()).toEqual([...VANILLA_SHARED_ENDPOINTS].sort());
    expect(VANILLA_SHARED_ENDPOINTS).toHaveLength(25);
  });

  it.each(Object.keys(REQUESTS))("%s", async (endpoint) => {
    const problems: string[] = [];
    for (const [as, url] of REQUESTS[endpoint] ?? []) {
      const response = await call(as, url());
      expect(response.statusCode, `${as} ${url()}: ${response.body.slice(0, 300)}`).toBe(200);
      const body: unknown = response.json();
      // An empty list validates against anything: each request must show at least one record.
      if (Array.isArray(body)) expect(body.length, `${as} ${url()} lists nothing`).toBeGreaterThan(0);
      // Vanilla's errors repeat per item: the first few distinct ones say what is wrong.
      for (const problem of new Set(validate(endpoint, body).map((p) => p.replace(/\/\d+(?=\/| )/g, "/n")))) problems.push(`${as} ${url()}: ${problem}`);
    }
    if (KNOWN_MISSES[endpoint]) expect(problems, `${endpoint} validates now: take it off KNOWN_MISSES`).not.toEqual([]);
    else expect(problems, problems.slice(0, 40).join("\n")).toEqual([]);
  });
});
