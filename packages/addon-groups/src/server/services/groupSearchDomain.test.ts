import type { SearchResult } from "@quorum/api";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "@quorum/forum/testing";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import groups from "../index";

let t: ForumTestApp;

beforeAll(async () => {
  t = await createForumTestApp({ addons: [groups], disabled: ["groups"] });
  expect((await api(t.app, { method: "PATCH", url: "/addons/groups", body: { enabled: true }, cookie: t.cookies.admin })).statusCode).toBe(200);
  for (const [name, privacy, description] of [
    ["Birdwatchers Open", "public", "Owls and larks"],
    ["Birdwatchers Inner", "private", "Rare birds"],
    ["Birdwatchers Hidden", "secret", "Nests"],
  ] as const) {
    expect((await t.call("alice", { method: "POST", url: "/groups", body: { name, privacy, description } })).statusCode).toBe(201);
  }
});
afterAll(() => t?.close());

const search = async (as: DemoUser | "guest", query: Record<string, string>) => {
  const res = await t.call(as, { url: "/search", query });
  expect(res.statusCode).toBe(200);
  return { names: res.json<SearchResult[]>().map((r) => r.name), total: res.headers["x-app-page-result-count"], results: res.json<SearchResult[]>() };
};

describe("the groups search domain", () => {
  it("finds groups by name or description; a secret group only for its members and groups.moderate, in results and totals alike", async () => {
    for (const as of ["guest", "member"] as const) {
      const found = await search(as, { query: "birdwatchers", domain: "groups" });
      expect(found.names).toEqual(["Birdwatchers Inner", "Birdwatchers Open"]);
      expect(found.total).toBe("2");
      expect((await search(as, { query: "nests", domain: "groups" })).names).toEqual([]);
    }
    for (const as of ["alice", "moderator"] as const) {
      expect((await search(as, { query: "birdwatchers", domain: "groups" })).names).toEqual(["Birdwatchers Hidden", "Birdwatchers Inner", "Birdwatchers Open"]);
    }
    const byDescription = await search("member", { query: "owls", recordTypes: "group" });
    expect(byDescription.results).toMatchObject([{ name: "Birdwatchers Open", recordType: "group", type: "group", excerpt: "Owls and larks" }]);
    expect(byDescription.results[0]?.url).toMatch(/\/groups\/\d+$/);
    // Not part of "all content": the forum's results are not crowded by groups.
    expect((await search("alice", { query: "birdwatchers" })).names).toEqual([]);
  });
});
