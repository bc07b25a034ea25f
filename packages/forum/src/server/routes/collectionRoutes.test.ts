import type { Collection } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "../testing/createForumTestApp";

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
});
afterAll(() => t?.close());

const create = (who: DemoUser | "guest", body: Record<string, unknown>) => t.call(who, { method: "POST", url: "/collections", body });
const put = (who: DemoUser | "guest", body: Record<string, unknown>) => t.call(who, { method: "PUT", url: "/collections/by-resource", body });
const byResource = (who: DemoUser | "guest", recordID: number) =>
  t.call(who, { url: "/collections/by-resource", query: { recordType: "discussion", recordID: String(recordID) } });
const count = async (table: "collections" | "collectionRecords") =>
  Number(
    (
      await t.forum
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const namesOf = (collections: Collection[]) => collections.map((c) => c.name).sort();

describe("POST /collections and GET /collections", () => {
  it("creates a collection with its records and lists it", async () => {
    const id = await t.discussionID("Share your setup");
    const response = await create("admin", {
      name: "  Staff picks ",
      records: [
        { recordType: "discussion", recordID: id },
        { recordType: "discussion", recordID: id },
        { recordType: "category", recordID: 1 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const collection = response.json<Collection>();
    expect(collection).toMatchObject({ name: "Staff picks", insertUserID: t.userIDs.admin, updateUserID: null, dateUpdated: null });
    expect(collection.records.map((r) => [r.recordType, r.recordID])).toEqual([
      ["discussion", id],
      ["category", 1],
    ]);
    expect(collection.records[0]?.dateAddedToCollection).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);

    const list = await t.call("admin", { url: "/collections" });
    expect(list.statusCode).toBe(200);
    expect(list.json<Collection[]>().find((c) => c.collectionID === collection.collectionID)).toEqual(collection);
  });

  it("needs community.manage and a name, and checks discussions exist, with nothing written", async () => {
    const before = [await count("collections"), await count("collectionRecords")];
    expect((await create("moderator", { name: "Mine" })).statusCode).toBe(403);
    expect((await create("guest", { name: "Mine" })).statusCode).toBe(403);
    expect((await t.call("member", { url: "/collections" })).statusCode).toBe(403);

    for (const [body, field] of [
      [{ name: "" }, "name"],
      [{ name: "   " }, "name"],
      [{}, "name"],
      [{ name: "x".repeat(256) }, "name"],
      [{ name: "Bad", records: [{ recordType: "post", recordID: 1 }] }, "records.0.recordType"],
      [
        {
          name: "Gone",
          records: [
            { recordType: "discussion", recordID: await t.discussionID("Share your setup") },
            { recordType: "discussion", recordID: 999999 },
          ],
        },
        "records.1.recordID",
      ],
    ] as const) {
      const response = await create("admin", body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty([field]);
    }
    expect([await count("collections"), await count("collectionRecords")]).toEqual(before);
  });
});

describe("GET / PUT /collections/by-resource", () => {
  it("replaces a record's memberships in one go and answers them", async () => {
    const ids = [];
    for (const name of ["Featured", "Guides", "Archive"]) ids.push((await create("admin", { name })).json<Collection>().collectionID);
    const [featured, guides, archive] = ids as [number, number, number];
    const id = await t.discussionID("Markdown cheat sheet");

    const first = await put("admin", { record: { recordType: "discussion", recordID: id }, collectionIDs: [featured] });
    expect(first.statusCode).toBe(200);
    expect(namesOf(first.json<Collection[]>())).toEqual(["Featured"]);

    const second = await put("admin", { record: { recordType: "discussion", recordID: id }, collectionIDs: [guides, archive, guides] });
    expect(namesOf(second.json<Collection[]>())).toEqual(["Archive", "Guides"]);
    expect(namesOf((await byResource("admin", id)).json<Collection[]>())).toEqual(["Archive", "Guides"]);
    // The collection it left is marked updated too.
    const left = await t.forum.selectFrom("collections").selectAll().where("collectionID", "=", featured).executeTakeFirstOrThrow();
    expect(left.updateUserID).toBe(t.userIDs.admin);

    const unknown = await put("admin", { record: { recordType: "discussion", recordID: id }, collectionIDs: [featured, 999999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.collectionIDs[0].message).toBe("Unknown collection IDs: 999999.");
    expect(namesOf((await byResource("admin", id)).json<Collection[]>())).toEqual(["Archive", "Guides"]);

    expect((await put("moderator", { record: { recordType: "discussion", recordID: id }, collectionIDs: [] })).statusCode).toBe(403);
    expect((await byResource("member", id)).statusCode).toBe(403);
    expect((await t.call("admin", { url: "/collections/by-resource", query: { recordID: String(id) } })).json().errors).toHaveProperty("recordType");
    expect((await t.call("admin", { url: "/collections", query: { limit: "0" } })).json().errors).toHaveProperty("limit");
    expect(namesOf((await byResource("admin", id)).json<Collection[]>())).toEqual(["Archive", "Guides"]);

    const cleared = await put("admin", { record: { recordType: "discussion", recordID: id }, collectionIDs: [] });
    expect(cleared.json()).toEqual([]);
    expect((await put("admin", { record: { recordType: "discussion", recordID: 999999 }, collectionIDs: [featured] })).statusCode).toBe(404);
  });

  it("lets community.manage on a category curate that category's discussions only", async () => {
    const feedback = await t.categoryID("site-feedback");
    const { roleID } = await t.forum.selectFrom("roles").select("roleID").where("name", "=", "Moderator").executeTakeFirstOrThrow();
    await t.forum
      .insertInto("rolePermissions")
      .values({ roleID, resourceType: "category", resourceID: feedback, permission: "community.manage", granted: true })
      .execute();
    t.app.quorum.permissions.invalidate();

    const { collectionID } = (await create("admin", { name: "Feedback highlights" })).json<Collection>();
    const inFeedback = (await t.forum.selectFrom("discussions").select("discussionID").where("categoryID", "=", feedback).executeTakeFirstOrThrow())
      .discussionID;
    const elsewhere = await t.discussionID("What brought you here?");
    const ok = await put("moderator", { record: { recordType: "discussion", recordID: inFeedback }, collectionIDs: [collectionID] });
    expect(ok.statusCode).toBe(200);
    expect((await t.call("moderator", { url: "/collections" })).statusCode).toBe(200);
    expect((await put("moderator", { record: { recordType: "discussion", recordID: elsewhere }, collectionIDs: [collectionID] })).statusCode).toBe(403);
    expect(namesOf((await byResource("admin", elsewhere)).json<Collection[]>())).toEqual([]);
  });

  it("drops a deleted discussion from its collections", async () => {
    const id = await t.discussionID("Dark mode colours are off in quotes");
    const { collectionID } = (await create("admin", { name: "Soon gone", records: [{ recordType: "discussion", recordID: id }] })).json<Collection>();
    expect((await t.call("admin", { method: "DELETE", url: `/discussions/${id}` })).statusCode).toBe(204);
    const [collection] = (await t.call("admin", { url: "/collections", query: { limit: "100" } }))
      .json<Collection[]>()
      .filter((c) => c.collectionID === collectionID);
    expect(collection?.records).toEqual([]);
  });
});
