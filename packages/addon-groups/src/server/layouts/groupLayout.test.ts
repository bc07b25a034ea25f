import type { LayoutResponse, WidgetNode } from "@quorum/api";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "@quorum/forum/testing";
import { defineServerAddon, place } from "@quorum/server";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Group } from "../../shared/Group";
import type { GroupDiscussionsWidgetProps, GroupMembersWidgetProps, GroupWidgetProps } from "../../shared/widgets";
import groups, { groupLayouts } from "../index";

// Another add-on placing into the group page, as Events will: after the group's discussions.
const later = defineServerAddon({
  key: "later",
  name: "Later",
  description: "Places a note on the group page.",
  version: "0.1.0",
  coreVersion: "^0.1.0",
  placements: [
    place({
      layout: groupLayouts.group,
      at: "main",
      id: "later.note",
      widget: { id: "react.html" },
      props: { html: "<p>Upcoming</p>" },
      order: "after:groups.discussions",
    }),
  ],
});

let t: ForumTestApp;
let open: Group;
let secret: Group;

// The real forum and Groups, enabled by a site manager. Alice leads a public group (bob joins it,
// alice posts in it) and a secret one.
beforeAll(async () => {
  t = await createForumTestApp({ addons: [groups, later], disabled: ["groups"] });
  expect((await api(t.app, { method: "PATCH", url: "/addons/groups", body: { enabled: true }, cookie: t.cookies.admin })).statusCode).toBe(200);
  open = (
    await t.call("alice", { method: "POST", url: "/groups", body: { name: "Open Room", description: "Anyone may come in.", privacy: "public" } })
  ).json<Group>();
  secret = (await t.call("alice", { method: "POST", url: "/groups", body: { name: "Hidden Room", privacy: "secret" } })).json<Group>();
  expect((await t.call("bob", { method: "POST", url: `/groups/${open.groupID}/join` })).statusCode).toBe(204);
  // Opening the new-post form in the group makes its category; alice posts there.
  await t.call("alice", { url: "/layouts/lookup-hydrate", query: { layoutViewType: "createPost", recordType: "group", recordID: String(open.groupID) } });
  const categoryID = (await t.call("alice", { url: `/groups/${open.groupID}` })).json<Group>().categoryID;
  const posted = await t.call("alice", { method: "POST", url: "/discussions", body: { name: "Trail maps", body: "Here.", format: "markdown", categoryID } });
  expect(posted.statusCode).toBe(201);
});
afterAll(() => t?.close());

/** `/groups/{id}` as the router looks it up (`layoutRoutes`: `/groups/:groupID`, record type group). */
const page = (as: DemoUser | "guest", groupID: number | string, query: Record<string, string> = {}) =>
  t.call(as, {
    url: "/layouts/lookup-hydrate",
    query: { layoutViewType: "group", recordType: "group", recordID: String(groupID), "params[groupID]": String(groupID), ...query },
  });

/** Every node of a layout, depth-first through props holding nodes. */
function nodes(layout: readonly WidgetNode[]): WidgetNode[] {
  const isNode = (v: unknown): v is WidgetNode => typeof v === "object" && v !== null && "$reactComponent" in v;
  return layout.flatMap((node) => [
    node,
    ...nodes(Object.values(node.$reactProps).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []))),
  ]);
}
const props = <T>(layout: LayoutResponse, component: string): T => {
  const node = nodes(layout.layout).find((n) => n.$reactComponent === component);
  if (!node) throw new Error(`No ${component} in the layout`);
  return node.$reactProps as T;
};

describe("the group page (a server layout)", () => {
  it("hydrates the banner, about, discussions and members of a public group, for guests too, with others' placements in its points", async () => {
    const res = await page("guest", open.groupID);
    expect(res.statusCode, res.body).toBe(200);
    const layout = res.json<LayoutResponse>();
    expect(layout.layoutViewType).toBe("group");
    expect(layout.seo.title).toBe("Open Room");
    expect(props<GroupWidgetProps>(layout, "GroupBanner").group).toMatchObject({ groupID: open.groupID, name: "Open Room", countMembers: 2 });
    expect(props<GroupWidgetProps>(layout, "GroupAbout").group?.description).toBe("Anyone may come in.");
    const list = props<GroupDiscussionsWidgetProps>(layout, "GroupDiscussionList");
    expect(list.discussions?.map((d) => d.name)).toEqual(["Trail maps"]);
    expect(list.paging).toMatchObject({ page: 1, limit: 10, total: 1 });
    expect(props<GroupMembersWidgetProps>(layout, "GroupMembers").members?.map((m) => [m.name, m.role])).toEqual([
      ["alice", "leader"],
      ["bob", "member"],
    ]);
    // The main column: the group's entries, then what another add-on placed after its discussions.
    const main = nodes(layout.layout).map((n) => n.$reactComponent);
    expect(main.filter((c) => ["GroupAbout", "GroupDiscussionList", "HtmlWidget", "GroupMembers"].includes(c))).toEqual([
      "GroupAbout",
      "GroupDiscussionList",
      "HtmlWidget",
      "GroupMembers",
    ]);
    // The viewer's standing is the viewer's: bob is a member.
    expect(props<GroupWidgetProps>((await page("bob", open.groupID)).json<LayoutResponse>(), "GroupBanner").group?.viewer.status).toBe("member");
  });

  it("pages the discussions with ?page=", async () => {
    const second = (await page("guest", open.groupID, { "params[page]": "2" })).json<LayoutResponse>();
    const list = props<GroupDiscussionsWidgetProps>(second, "GroupDiscussionList");
    expect(list.paging.page).toBe(2);
    expect(list.discussions).toEqual([]);
  });

  it("is missing (404) for a secret group to guests and non-members, and for a malformed or unknown id; its members see it", async () => {
    for (const as of ["guest", "member", "bob"] as const) {
      const res = await page(as, secret.groupID);
      expect(res.statusCode, as).toBe(404);
      expect(res.body).not.toContain("Hidden Room");
    }
    expect((await page("guest", "abc")).statusCode).toBe(404);
    expect((await page("guest", 999999)).statusCode).toBe(404);
    const own = (await page("alice", secret.groupID)).json<LayoutResponse>();
    expect(props<GroupWidgetProps>(own, "GroupBanner").group?.name).toBe("Hidden Room");
    expect((await page("moderator", secret.groupID)).statusCode).toBe(200);
  });

  it("is missing again once Groups is disabled", async () => {
    expect((await api(t.app, { method: "PATCH", url: "/addons/groups", body: { enabled: false }, cookie: t.cookies.admin })).statusCode).toBe(200);
    expect((await page("alice", open.groupID)).statusCode).toBe(404);
    expect((await api(t.app, { method: "PATCH", url: "/addons/groups", body: { enabled: true }, cookie: t.cookies.admin })).statusCode).toBe(200);
  });
});
