import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../../testing/createForumTestApp";
import type { ForumDiscussion } from "./ForumDiscussion";

let t: ForumTestApp;
let general: number;
beforeAll(async () => {
  t = await createForumTestApp();
  general = await t.categoryID("general");
});
afterAll(() => t?.close());

async function tagsNamed(name: string) {
  return t.forum
    .selectFrom("tags")
    .select(["tagID", "name", "urlcode", "type", "countDiscussions"])
    .where(sql<string>`lower("name")`, "=", name.toLowerCase())
    .execute();
}

function post(body: Record<string, unknown>, who: "member" | "alice" = "member") {
  return t.call(who, { method: "POST", url: "/discussions", body: { name: "Tagged post", body: "Some words", format: "text", categoryID: general, ...body } });
}

describe("POST /discussions with newTagNames (the post form's typed tags)", () => {
  it("creates the tags not found, reuses existing ones by name whatever the case, and counts them", async () => {
    const [question] = await tagsNamed("Question");
    if (!question) throw new Error("The seed has a Question tag.");
    const response = await post({ newTagNames: ["  Brand   New ", "question", "brand new", "C#"] });
    expect(response.statusCode).toBe(201);
    const created = response.json<ForumDiscussion>();
    expect(created.tags?.map((tag) => tag.name).sort()).toEqual(["Brand New", "C#", "Question"]);

    const [brandNew] = await tagsNamed("brand new");
    expect(brandNew).toMatchObject({ name: "Brand New", urlcode: "brand-new", type: "User", countDiscussions: 1 });
    expect((await tagsNamed("question"))[0]?.countDiscussions).toBe(question.countDiscussions + 1);

    // Another name with the same url code gets a code of its own, not the other tag.
    const again = (await post({ newTagNames: ["C++", "brand NEW"] }, "alice")).json<ForumDiscussion>();
    expect(again.tags?.map((tag) => tag.name).sort()).toEqual(["Brand New", "C++"]);
    expect((await tagsNamed("C++"))[0]?.urlcode).toBe("c-2");
    expect(await tagsNamed("brand new")).toHaveLength(1);
    expect((await tagsNamed("brand new"))[0]?.countDiscussions).toBe(2);
  });

  it("takes ids and new names together", async () => {
    const [feature] = await t.forum.selectFrom("tags").select("tagID").orderBy("tagID").limit(1).execute();
    const created = (await post({ tagIDs: [feature?.tagID], newTagNames: ["Another one"] })).json<ForumDiscussion>();
    expect(created.tags?.map((tag) => tag.tagID)).toEqual(expect.arrayContaining([feature?.tagID]));
    expect(created.tags).toHaveLength(2);
  });

  it("rejects blank or too long names with 422 naming newTagNames, and writes nothing", async () => {
    const before = await t.forum
      .selectFrom("tags")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    for (const newTagNames of [["   "], [""], ["x".repeat(101)], Array.from({ length: 21 }, (_, i) => `tag ${i}`)]) {
      const response = await post({ newTagNames });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<{ errors: Record<string, unknown> }>().errors).some((field) => field.startsWith("newTagNames"))).toBe(true);
    }
    // An unknown id rolls the new tag back with the post.
    expect((await post({ tagIDs: [999_999], newTagNames: ["Never written"] })).statusCode).toBe(422);
    const after = await t.forum
      .selectFrom("tags")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("refuses new tags with 403 while tagging is off, and a guest's post", async () => {
    await t.app.quorum.config.patch({ "tagging.enabled": false });
    try {
      expect((await post({ newTagNames: ["Off topic tag"] })).statusCode).toBe(403);
    } finally {
      await t.app.quorum.config.patch({ "tagging.enabled": true });
    }
    expect(
      (await t.call("guest", { method: "POST", url: "/discussions", body: { name: "x", body: "y", categoryID: general, newTagNames: ["Guest tag"] } }))
        .statusCode,
    ).toBe(403);
    expect(await tagsNamed("Off topic tag")).toEqual([]);
    expect(await tagsNamed("Guest tag")).toEqual([]);
  });
});
