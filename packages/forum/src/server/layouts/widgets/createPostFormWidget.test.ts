import type { LayoutResponse, WidgetNode } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../../testing/createForumTestApp";

let t: ForumTestApp;
let general: number;
beforeAll(async () => {
  t = await createForumTestApp();
  general = await t.categoryID("general");
});
afterAll(() => t?.close());

function nodes(layout: readonly WidgetNode[]): WidgetNode[] {
  return layout.flatMap((node) => [
    node,
    ...Object.values(node.$reactProps).flatMap((value) =>
      Array.isArray(value) && value.every((v) => typeof v === "object" && v !== null && "$reactComponent" in v) ? nodes(value as WidgetNode[]) : [],
    ),
  ]);
}

async function postForm(params: Record<string, string>, recordID = "0"): Promise<Record<string, unknown>> {
  const query: Record<string, string> = { layoutViewType: "createPost", recordType: "category", recordID };
  for (const [key, value] of Object.entries({ parentRecordType: "category", ...params })) query[`params[${key}]`] = value;
  const response = await t.call("member", { url: "/layouts/lookup-hydrate", query });
  expect(response.statusCode).toBe(200);
  const form = nodes(response.json<LayoutResponse>().layout).find((node) => node.$reactComponent === "CreatePostFormAsset");
  if (!form) throw new Error("No post form");
  return form.$reactProps;
}

describe("the post form's layout (createPost) with a draft or a post type", () => {
  it("opens a new post's saved draft (/post/editdiscussion/0/{draftID}) as a new post carrying the draftID", async () => {
    const form = await postForm({ postType: "discussion", draftID: "12" });
    expect(form).toMatchObject({ postType: "discussion", draftID: 12 });
    expect(form.discussion).toBeUndefined();
  });

  it("passes the draft of an edit along with the discussion", async () => {
    const created = await t.call("member", {
      method: "POST",
      url: "/discussions",
      body: { name: "Mine to edit", body: "Words", format: "text", categoryID: general },
    });
    const mine = created.json<{ discussionID: number }>().discussionID;
    const form = await postForm({ postType: "discussion", discussionID: String(mine), draftID: "5" });
    expect(form).toMatchObject({ draftID: 5, discussion: { discussionID: mine, name: "Mine to edit" } });
  });

  it("offers only the forum's and enabled add-ons' post types: an unknown one is a discussion", async () => {
    expect((await postForm({ postType: "poll" })).postType).toBe("discussion");
    expect((await postForm({ postType: "discussion" }, String(general))).postType).toBe("discussion");
  });
});
