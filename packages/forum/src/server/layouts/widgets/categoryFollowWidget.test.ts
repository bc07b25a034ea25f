import type { LayoutResponse, WidgetNode } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../../testing/createForumTestApp";

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
});
afterAll(() => t?.close());

type Who = Parameters<ForumTestApp["call"]>[0];

const page = async (who: Who, urlcode?: string) =>
  (
    await t.call(who, {
      url: "/layouts/lookup-hydrate",
      query: { layoutViewType: "categoryList", ...(urlcode ? { recordType: "category", recordID: urlcode } : {}) },
    })
  ).json<LayoutResponse>();

function all(layout: readonly WidgetNode[]): WidgetNode[] {
  return layout.flatMap((node) => [
    node,
    ...Object.values(node.$reactProps).flatMap((value) =>
      Array.isArray(value) && value.every((v) => typeof v === "object" && v !== null && "$reactComponent" in v) ? all(value as WidgetNode[]) : [],
    ),
  ]);
}
const followWidget = (response: LayoutResponse) => all(response.layout).find((node) => node.$reactComponent === "CategoryFollowWidget")?.$reactProps;

describe("react.category-follow", () => {
  it("sits under a category page's banner with the category, and the member's preferences for it", async () => {
    const id = await t.categoryID("getting-started");
    await t.call("member", { method: "PATCH", url: `/categories/${id}/preferences/${t.userIDs.member}`, body: { "preferences.popup.posts": true } });
    const member = followWidget(await page("member", "getting-started"));
    expect(member).toMatchObject({
      category: { categoryID: id, name: "Getting Started", url: "/categories/getting-started" },
      preferences: { "preferences.followed": true, "preferences.popup.posts": true, "preferences.popup.comments": false },
    });
    const other = followWidget(await page("alice", "getting-started"));
    expect(other?.preferences).toMatchObject({ "preferences.followed": false });
    // Nested categories' pages have it too.
    expect(followWidget(await page("member", "support"))?.category).toMatchObject({ name: "Support" });
  });

  it("gives guests the category but no preferences (the client shows them nothing), and is absent from the list of all categories", async () => {
    const guest = followWidget(await page("guest", "getting-started"));
    expect(guest?.category).toMatchObject({ name: "Getting Started" });
    expect(guest?.preferences).toBeUndefined();
    expect(followWidget(await page("member"))).toBeUndefined();
  });

  it("gives members the preferences of each category of a list, guests none", async () => {
    const list = all((await page("member")).layout).find((node) => node.$reactComponent === "CategoriesWidget")?.$reactProps.categories as Array<{
      name: string;
      preferences?: unknown;
    }>;
    expect(list.every((category) => category.preferences !== undefined)).toBe(true);
    const guestList = all((await page("guest")).layout).find((node) => node.$reactComponent === "CategoriesWidget")?.$reactProps.categories as Array<{
      preferences?: unknown;
    }>;
    expect(guestList.some((category) => category.preferences !== undefined)).toBe(false);
  });
});
