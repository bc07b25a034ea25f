import { FREE_JSON_LIMITS, INT4_MAX } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiRequest } from "@quorum/server/testing";
import { createForumTestApp, type ForumTestApp } from "../testing/createForumTestApp";

// What the safety suite's fuzz part (tooling/safety) found answering 500 on the forum's routes,
// each answered now with a 422 naming the field (docs/architecture.md §4 "Errors").

let t: ForumTestApp;
let categoryID: number;
beforeAll(async () => {
  t = await createForumTestApp();
  categoryID = await t.categoryID("general");
});
afterAll(() => t?.close());

const rich = (text: string) => JSON.stringify([{ type: "p", children: [{ text }] }]);
const fieldsOf = (response: { json(): unknown }) => Object.keys((response.json() as { errors?: object }).errors ?? {});
/** A JSON body sent as text, for numbers JSON.stringify cannot write. */
const raw = (method: "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload: string) =>
  t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { "x-requested-with": "vanilla", "content-type": "application/json", cookie: t.cookies.admin },
    payload,
  });

describe("ids above PostgreSQL's int4 (and Infinity) are a 422 naming the field, not a 500", () => {
  const tooBig = String(INT4_MAX + 1);
  it.each<[string, ApiRequest, string]>([
    ["a discussion's path id", { url: `/discussions/${tooBig}` }, "id"],
    ["Infinity as a path id", { url: "/comments/Infinity" }, "id"],
    ["1e400 as a path id", { method: "DELETE", url: "/drafts/1e400" }, "id"],
    ["a reaction's user id", { method: "DELETE", url: `/discussions/1/reactions/${tooBig}` }, "userID"],
    ["a user's path id (core)", { url: `/users/${tooBig}` }, "id"],
    ["a query filter", { url: "/discussions", query: { categoryID: tooBig } }, "categoryID"],
    ["Infinity in a query filter", { url: "/audit-logs", query: { insertUserID: "Infinity" } }, "insertUserID"],
    ["a list of ids in a body", { method: "DELETE", url: "/discussions/list", body: { discussionIDs: [1, INT4_MAX + 1] } }, "discussionIDs.1"],
    [
      "a numeric string the schema coerces",
      { method: "PATCH", url: "/discussions/merge", body: { discussionIDs: [1], destinationDiscussionID: tooBig } },
      "destinationDiscussionID",
    ],
    [
      "a sort weight stored as int4",
      { method: "PUT", url: "/collections/by-resource", body: { record: { recordType: "discussion", recordID: 1, sort: INT4_MAX + 1 }, collectionIDs: [] } },
      "record.sort",
    ],
  ])("%s", async (_, request, field) => {
    const response = await t.call("admin", request);
    expect(response.statusCode, response.body).toBe(422);
    expect(fieldsOf(response)).toContain(field);
  });

  it("an id JSON can only write as 1e400 or as an int8", async () => {
    for (const recordID of ["1e400", "9223372036854775808"]) {
      const response = await raw(
        "POST",
        "/reports",
        `{"recordType":"discussion","recordID":${recordID},"reportReasonIDs":["spam"],"body":"x","format":"text"}`,
      );
      expect(response.statusCode, response.body).toBe(422);
      expect(fieldsOf(response)).toContain("recordID");
    }
  });
});

describe("drafts: text the database cannot store and free-form JSON past its limits", () => {
  const draft = (attributes: Record<string, unknown>) => ({ recordType: "discussion", parentRecordType: "category", parentRecordID: categoryID, attributes });

  it("a lone surrogate in the body, in postMeta or in one of its keys is a 422 naming it, and nothing is saved", async () => {
    const before = (await t.forum.selectFrom("drafts").select("draftID").execute()).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ body: "half \ud83d of an emoji", format: "text" }, "attributes.body"],
      [{ body: rich("x"), draftMeta: { postMeta: { note: "\udc00" } } }, "attributes.draftMeta.postMeta.note"],
      [{ body: rich("x"), draftMeta: { postMeta: { "\ud800": 1 } } }, "attributes.draftMeta.postMeta"],
      [{ body: "a\u0000b", format: "text" }, "attributes.body"],
    ];
    for (const [attributes, field] of cases) {
      const response = await t.call("member", { method: "POST", url: "/drafts", body: draft(attributes) });
      expect(response.statusCode, response.body).toBe(422);
      expect(fieldsOf(response)).toEqual([field]);
    }
    expect((await t.forum.selectFrom("drafts").select("draftID").execute()).length).toBe(before);
  });

  it("postMeta nested 10,000 deep, or past its size, is a 422 naming it", async () => {
    const deep = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    const payload = (postMeta: string) =>
      `{"recordType":"discussion","parentRecordType":"category","parentRecordID":${categoryID},"attributes":{"body":"x","format":"text","draftMeta":{"postMeta":${postMeta}}}}`;
    const tooDeep = await raw("POST", "/drafts", payload(deep));
    expect(tooDeep.statusCode, tooDeep.body).toBe(422);
    expect(fieldsOf(tooDeep)).toEqual(["attributes.draftMeta.postMeta"]);
    const tooBig = await raw("POST", "/drafts", payload(JSON.stringify({ text: "x".repeat(FREE_JSON_LIMITS.maxBytes) })));
    expect(tooBig.statusCode).toBe(422);
    expect(fieldsOf(tooBig)).toEqual(["attributes.draftMeta.postMeta"]);
  });

  it("postMeta within the limits is saved as sent", async () => {
    const postMeta = { a: { b: { c: [1, "two", null] } }, emoji: "😀" };
    const response = await t.call("member", { method: "POST", url: "/drafts", body: draft({ body: rich("x"), draftMeta: { postMeta } }) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ attributes: { draftMeta: { postMeta: unknown } } }>().attributes.draftMeta.postMeta).toEqual(postMeta);
  });
});

describe("a NUL character in any text is a 422 naming the field", () => {
  it.each<[string, ApiRequest, string]>([
    ["a discussion's title", { method: "POST", url: "/discussions", body: { name: "a\u0000b", body: "x", format: "text", categoryID: 1 } }, "name"],
    ["a search query", { url: "/categories/search", query: { query: "a\u0000" } }, "query"],
    ["a user name to look up", { url: "/users/by-names", query: { name: "a\u0000*" } }, "name"],
    ["a comment's body", { method: "POST", url: "/comments", body: { discussionID: 1, body: "x\u0000", format: "text" } }, "body"],
  ])("%s", async (_, request, field) => {
    const response = await t.call("member", request);
    expect(response.statusCode, response.body).toBe(422);
    expect(fieldsOf(response)).toContain(field);
  });
});
