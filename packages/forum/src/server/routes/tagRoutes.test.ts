import type { Tag } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../testing/createForumTestApp";

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
  await t.forum
    .insertInto("tags")
    .values(Array.from({ length: 25 }, (_, i) => ({ name: `Topic ${String(i).padStart(2, "0")}`, urlcode: `topic-${i}`, type: "User" })))
    .execute();
});
afterAll(() => t?.close());

describe("GET /tags", () => {
  it("finds tags by case-insensitive name prefix", async () => {
    const tags = (await t.call("guest", { url: "/tags", query: { query: "fe" } })).json<Tag[]>();
    expect(tags.map((tag) => tag.name)).toEqual(["Feature Request"]);
    expect(tags[0]).toMatchObject({ urlcode: "feature-request", type: "User" });
    expect((await t.call("guest", { url: "/tags", query: { query: "EQUEST" } })).json()).toEqual([]);
  });

  it("answers the tags asked for by id (tagID[]), ignoring unknown ids, and rejects bad ids with 422", async () => {
    const [first, second] = await t.forum.selectFrom("tags").select(["tagID", "name"]).orderBy("tagID").limit(2).execute();
    if (!first || !second) throw new Error("The seed has tags.");
    const tags = (await t.call("guest", { url: `/tags?tagID[]=${second.tagID}&tagID[]=${first.tagID}&tagID[]=999999` })).json<Tag[]>();
    expect(tags.map((tag) => tag.tagID).sort()).toEqual([first.tagID, second.tagID].sort());
    expect((await t.call("guest", { url: `/tags?tagID=${first.tagID}` })).json<Tag[]>().map((tag) => tag.name)).toEqual([first.name]);
    const bad = await t.call("guest", { url: "/tags?tagID[]=abc" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: Record<string, unknown> }>().errors).some((field) => field.startsWith("tagID"))).toBe(true);
  });

  it("treats LIKE wildcards literally and returns at most 20", async () => {
    expect((await t.call("guest", { url: "/tags", query: { query: "%" } })).json()).toEqual([]);
    const topics = (await t.call("guest", { url: "/tags", query: { query: "topic" } })).json<Tag[]>();
    expect(topics).toHaveLength(20);
    expect(topics[0]?.name).toBe("Topic 00");
  });
});
