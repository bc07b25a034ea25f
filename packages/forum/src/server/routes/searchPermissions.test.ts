import { PAGING_HEADERS, type SearchResult } from "@quorum/api";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory } from "../services/categories/createCategory";
import type { ForumComment } from "../services/comments/ForumComment";
import type { ForumDiscussion } from "../services/discussions/ForumDiscussion";
import { signIn } from "@quorum/server/testing";
import { createForumTestApp, testPassword, type DemoUser, type ForumTestApp } from "../testing/createForumTestApp";

// Issue 14 §1: nothing from a category the viewer cannot see appears in search — not in results,
// not in the total of the paging headers, not in excerpts, not in suggestions — for every persona.
// Three places: a public category; the Staff Lounge (moderators and administrators); and
// "Insiders", a category only alice's extra role (and administrators) may see, so two members see
// different things.
let t: ForumTestApp;
type Persona = DemoUser | "guest";
const PERSONAS: readonly Persona[] = ["guest", "member", "alice", "moderator", "admin"];
const SEES: Record<Persona, readonly ("public" | "staff" | "insiders")[]> = {
  guest: ["public"],
  member: ["public"],
  alice: ["public", "insiders"],
  bob: ["public"],
  moderator: ["public", "staff"],
  admin: ["public", "staff", "insiders"],
};
// Each place gets a discussion and a comment holding the shared word, and a word of its own.
const SECRET_WORDS = { public: "openword", staff: "staffsecretword", insiders: "insidersecretword" };
const ids: Record<string, number> = {};
let insidersID = 0;

const search = (as: Persona, query: string) => t.call(as, { url: `/search?${query}` });
const body = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResult[]>();
};

beforeAll(async () => {
  t = await createForumTestApp();
  const { roleID } = await t.db.insertInto("roles").values({ name: "Insiders", description: "", type: "member" }).returning("roleID").executeTakeFirstOrThrow();
  await t.db
    .insertInto("userRoles")
    .values({ userID: t.userIDs.alice ?? 0, roleID })
    .execute();
  const posting = ["discussions.view", "discussions.add", "comments.add"];
  insidersID = await createCategory(t.db, {
    name: "Insiders",
    description: "Only insiders know about pangolinidae.",
    permissions: { Insiders: posting, Administrator: posting },
  });
  t.app.quorum.permissions.invalidate();
  // The viewer's session remembers its roles for a few seconds: sign alice in again.
  t.cookies.alice = await signIn(t.app, "alice", testPassword("alice"));

  const places = { public: await t.categoryID("general"), staff: await t.categoryID("staff-lounge"), insiders: insidersID };
  const authors: Record<keyof typeof places, DemoUser> = { public: "member", staff: "moderator", insiders: "alice" };
  for (const place of ["public", "staff", "insiders"] as const) {
    const created = await t.call(authors[place], {
      method: "POST",
      url: "/discussions",
      body: {
        name: `Pangolinidae ${place} ${SECRET_WORDS[place]}`,
        body: `Pangolinidae notes: ${SECRET_WORDS[place]}.`,
        format: "text",
        categoryID: places[place],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    ids[`${place}Discussion`] = created.json<ForumDiscussion>().discussionID;
    const reply = await t.call(authors[place], {
      method: "POST",
      url: "/comments",
      body: { discussionID: ids[`${place}Discussion`], body: `Pangolinidae reply ${SECRET_WORDS[place]}`, format: "text" },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    ids[`${place}Comment`] = reply.json<ForumComment>().commentID;
  }
});
afterAll(() => t?.close());

describe.each(PERSONAS)("search as %s", (persona) => {
  const seen = () => SEES[persona];
  const hidden = () => (["public", "staff", "insiders"] as const).filter((place) => !SEES[persona].includes(place));
  const expectedKeys = () => seen().flatMap((place) => [`comment:${ids[`${place}Comment`]}`, `discussion:${ids[`${place}Discussion`]}`]);
  const keys = (results: SearchResult[]) => results.map((r) => `${r.recordType}:${r.recordID}`);

  it("results and the total hold only what the viewer may see", async () => {
    const response = await search(persona, "query=pangolinidae&limit=100");
    expect(keys(body(response)).sort()).toEqual(expectedKeys().sort());
    expect(response.headers[PAGING_HEADERS.total]).toBe(String(seen().length * 2));
    // Page by page, the total is the same, and no page has more.
    const paged = await search(persona, "query=pangolinidae&limit=1&page=2");
    expect(paged.headers[PAGING_HEADERS.total]).toBe(String(seen().length * 2));
  });

  it("no excerpt, name or breadcrumb carries a hidden place's words", async () => {
    const text = JSON.stringify(body(await search(persona, "query=pangolinidae%20notes%20reply&queryOperator=or&limit=100")));
    for (const place of hidden()) expect(text).not.toContain(SECRET_WORDS[place]);
    expect(text.includes("Insiders")).toBe(SEES[persona].includes("insiders"));
  });

  it("a hidden place's own word finds nothing at all, counted as nothing", async () => {
    for (const place of hidden()) {
      const response = await search(persona, `query=${SECRET_WORDS[place]}`);
      expect(body(response)).toEqual([]);
      expect(response.headers[PAGING_HEADERS.total]).toBe("0");
    }
    for (const place of seen()) expect(body(await search(persona, `query=${SECRET_WORDS[place]}`))).toHaveLength(2);
  });

  it("autocomplete (a partial word, no body) suggests only what the viewer may see", async () => {
    for (const place of ["public", "staff", "insiders"] as const) {
      const partial = SECRET_WORDS[place].slice(0, 9);
      const suggestions = body(await search(persona, `query=${partial}&limit=10&expandBody=false&matchMode=wildcard`));
      expect(suggestions.length).toBe(SEES[persona].includes(place) ? 2 : 0);
    }
    const places = body(await search(persona, "domain=category&query=insid"));
    expect(places.map((c) => c.name)).toEqual(SEES[persona].includes("insiders") ? ["Insiders"] : []);
    // A hidden category's description is not searchable either.
    expect(body(await search(persona, "domain=category&query=pangolinidae")).length).toBe(SEES[persona].includes("insiders") ? 1 : 0);
  });

  it("narrowing by a hidden category answers exactly as a missing one", async () => {
    const staff = await t.categoryID("staff-lounge");
    for (const [categoryID, place] of [
      [staff, "staff"],
      [insidersID, "insiders"],
    ] as const) {
      const asked = await search(persona, `query=pangolinidae&categoryID=${categoryID}`);
      if (SEES[persona].includes(place)) {
        expect(body(asked)).toHaveLength(2);
        continue;
      }
      const missing = await search(persona, "query=pangolinidae&categoryID=999999");
      expect(asked.statusCode).toBe(missing.statusCode);
      expect(asked.body).toBe(missing.body);
      expect(asked.headers[PAGING_HEADERS.total]).toBe(missing.headers[PAGING_HEADERS.total]);
    }
  });

  it("a hidden thread's comments are not found by discussionID either", async () => {
    for (const place of ["staff", "insiders"] as const) {
      const found = body(await search(persona, `query=pangolinidae&discussionID=${ids[`${place}Discussion`]}`));
      expect(found.length).toBe(SEES[persona].includes(place) ? 1 : 0);
    }
  });
});
