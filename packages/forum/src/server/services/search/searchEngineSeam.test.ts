import { PAGING_HEADERS, type SearchResult } from "@quorum/api";
import {
  defineServerAddon,
  HttpError,
  searchHooks,
  type SearchDomain,
  type SearchEngine,
  type SearchRecordChange,
  type SearchVisibility,
} from "@quorum/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../../testing";

// The search seams of @quorum/server, used the way add-ons would: a domain of their own (a
// knowledge base) that `GET /search` and "all content" take in, and an engine that replaces the
// database's (an external one) without any change to the route or its callers.

function article(recordID: number, name: string, score: number): SearchResult {
  return {
    recordID,
    recordType: "article",
    type: "article",
    name,
    url: `/kb/articles/${recordID}`,
    body: null,
    score,
    dateInserted: "2026-01-0" + recordID + "T00:00:00.000Z",
    dateUpdated: null,
    insertUserID: 1,
    updateUserID: null,
    labelCodes: [],
    isForeign: false,
  };
}
// The knowledge base's articles; the third is for signed-in members only (its own permission rule).
const ARTICLES = [article(1, "Wombatology basics", 5), article(2, "Advanced wombatology", 0.001), article(3, "Members-only wombatology", 1)];
const knowledgeBase: SearchDomain = {
  key: "knowledge_base",
  recordTypes: ["article"],
  inAllContent: true,
  async visibility(ctx): Promise<SearchVisibility> {
    return ctx.viewer.user.userID > 0 ? { kind: "all" } : { kind: "in", field: "recordID", values: [1, 2] };
  },
  async search(query, ctx) {
    const visibility = await this.visibility(ctx);
    const found = ARTICLES.filter((a) => query.words.every((w) => a.name.toLowerCase().includes(w)))
      .filter((a) => visibility.kind === "all" || (visibility.kind === "in" && visibility.values.includes(a.recordID)))
      .sort((a, b) => b.score - a.score);
    return { results: found.slice(query.offset, query.offset + query.limit), total: found.length };
  },
};
const kbAddon = defineServerAddon({
  key: "kbfixture",
  name: "KB fixture",
  description: "A search domain of its own.",
  version: "0.1.0",
  enabledByDefault: true,
  extend: [searchHooks.domain.with(knowledgeBase)],
});

// The external engine: answers from "its index" and records what it was told, in the writer's transaction.
const told: SearchRecordChange[] = [];
const asked: { domains: string[]; visibility: SearchVisibility[] }[] = [];
const external: SearchEngine = {
  key: "external",
  async search(query, domains, ctx) {
    asked.push({ domains: domains.map((d) => d.key), visibility: await Promise.all(domains.map((d) => d.visibility(ctx))) });
    return { results: [article(9, `External: ${query.text}`, 1)], total: 42 };
  },
  async recordsChanged(changes, { db }) {
    // A change the external index refuses fails the write: it runs inside the writer's transaction.
    const refused = await db.selectFrom("config").select("key").where("key", "=", "fixture.refuseIndexing").executeTakeFirst();
    if (refused) throw new HttpError(503, "The search index is unavailable.");
    told.push(...changes);
  },
};
const engineAddon = defineServerAddon({
  key: "enginefixture",
  name: "Engine fixture",
  description: "Replaces the search engine.",
  version: "0.1.0",
  enabledByDefault: true,
  extend: [searchHooks.engine.with(external)],
});

let t: ForumTestApp;
const toggle = async (key: string, enabled: boolean) =>
  expect((await t.call("admin", { method: "PATCH", url: `/addons/${key}`, body: { enabled } })).statusCode).toBe(200);

beforeAll(async () => {
  t = await createForumTestApp({ addons: [kbAddon, engineAddon], disabled: ["enginefixture"] });
});
afterAll(() => t?.close());

describe("an add-on's search domain", () => {
  it("answers domain=<its key> and recordTypes=<its type>, applying its own visibility", async () => {
    const guest = await t.call("guest", { url: "/search?domain=knowledge_base&query=wombatology" });
    expect(guest.json<SearchResult[]>().map((r) => r.recordID)).toEqual([1, 2]);
    expect(guest.headers[PAGING_HEADERS.total]).toBe("2");
    const member = await t.call("member", { url: "/search?recordTypes=article&query=wombatology" });
    expect(member.json<SearchResult[]>().map((r) => r.recordID)).toEqual([1, 3, 2]);
  });

  it("is part of all content: merged with the forum's posts by relevance, counted with them, paged across both", async () => {
    const created = await t.call("member", {
      method: "POST",
      url: "/discussions",
      body: { name: "Wombatology in the forum", body: "wombatology", format: "text", categoryID: await t.categoryID("general") },
    });
    expect(created.statusCode).toBe(201);
    const all = await t.call("guest", { url: "/search?query=wombatology" });
    const types = all.json<SearchResult[]>().map((r) => `${r.recordType}:${r.score > 1 ? "high" : "low"}`);
    expect(types[0]).toBe("article:high");
    expect(types).toContain("discussion:low");
    expect(all.headers[PAGING_HEADERS.total]).toBe("3");
    const second = await t.call("guest", { url: "/search?query=wombatology&limit=2&page=2" });
    const first = await t.call("guest", { url: "/search?query=wombatology&limit=2" });
    expect([...first.json<SearchResult[]>(), ...second.json<SearchResult[]>()].map((r) => `${r.recordType}${r.recordID}`)).toEqual(
      all.json<SearchResult[]>().map((r) => `${r.recordType}${r.recordID}`),
    );
  });

  it("is gone with its add-on: the domain is unknown (422 on domain)", async () => {
    await toggle("kbfixture", false);
    try {
      const response = await t.call("guest", { url: "/search?domain=knowledge_base&query=wombatology" });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(["domain"]);
    } finally {
      await toggle("kbfixture", true);
    }
  });
});

describe("an add-on's engine replaces the database's", () => {
  it("answers GET /search with the same route, parameters and headers, given the domains and their permission filters", async () => {
    await toggle("enginefixture", true);
    try {
      asked.length = 0;
      const response = await t.call("member", { url: "/search?query=anything&limit=5" });
      expect(response.statusCode).toBe(200);
      expect(response.json<SearchResult[]>().map((r) => r.name)).toEqual(["External: anything"]);
      expect(response.headers[PAGING_HEADERS.total]).toBe("42");
      expect(asked[0]?.domains).toEqual(["discussions", "knowledge_base"]);
      // The forum's permission seam: the categories a member may see (not the Staff Lounge).
      const forum = asked[0]?.visibility[0];
      expect(forum?.kind).toBe("in");
      const staff = await t.categoryID("staff-lounge");
      if (forum?.kind === "in") {
        expect(forum.field).toBe("categoryID");
        expect(forum.values).not.toContain(staff);
        expect(forum.values).toContain(await t.categoryID("general"));
      }
      // Bad input is still refused before any engine runs.
      expect((await t.call("member", { url: "/search?query=a&limit=0" })).statusCode).toBe(422);
    } finally {
      await toggle("enginefixture", false);
    }
  });

  it("hears of every forum write inside its transaction: create, edit, move, delete of discussions and comments", async () => {
    await toggle("enginefixture", true);
    try {
      told.length = 0;
      const general = await t.categoryID("general");
      const created = await t.call("member", {
        method: "POST",
        url: "/discussions",
        body: { name: "Told", body: "told", format: "text", categoryID: general },
      });
      const discussionID = created.json<{ discussionID: number }>().discussionID;
      const reply = await t.call("member", { method: "POST", url: "/comments", body: { discussionID, body: "reply", format: "text" } });
      const commentID = reply.json<{ commentID: number }>().commentID;
      await t.call("member", { method: "PATCH", url: `/comments/${commentID}`, body: { body: "edited" } });
      await t.call("admin", { method: "PATCH", url: `/discussions/${discussionID}`, body: { categoryID: await t.categoryID("off-topic") } });
      await t.call("admin", { method: "DELETE", url: `/comments/${commentID}` });
      await t.call("admin", { method: "DELETE", url: `/discussions/${discussionID}` });
      expect(told).toEqual([
        { recordType: "discussion", recordID: discussionID, change: "write" },
        { recordType: "comment", recordID: commentID, change: "write" },
        { recordType: "comment", recordID: commentID, change: "write" },
        { recordType: "discussion", recordID: discussionID, change: "write" },
        { recordType: "comment", recordID: commentID, change: "delete" },
        { recordType: "discussion", recordID: discussionID, change: "delete" },
      ]);

      // Refused by the engine: the post is not written either (one transaction).
      await t.db
        .insertInto("config")
        .values({ key: "fixture.refuseIndexing", value: JSON.stringify(true) })
        .execute();
      const before = await t.forum
        .selectFrom("discussions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      const refused = await t.call("member", {
        method: "POST",
        url: "/discussions",
        body: { name: "Refused", body: "x", format: "text", categoryID: general },
      });
      expect(refused.statusCode).toBe(503);
      const after = await t.forum
        .selectFrom("discussions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    } finally {
      await t.db.deleteFrom("config").where("key", "=", "fixture.refuseIndexing").execute();
      await toggle("enginefixture", false);
    }
  });
});
