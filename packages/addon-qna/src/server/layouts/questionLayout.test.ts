import type { Comment, LayoutResponse, WidgetNode } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QNA_STATUS } from "../../shared/QNA_STATUS";
import { createQnaTestApp, type QnaTestApp } from "../testing/createQnaTestApp";

let t: QnaTestApp;
let off: QnaTestApp;
beforeAll(async () => {
  [t, off] = await Promise.all([createQnaTestApp(), createQnaTestApp({ disabled: ["qna"] })]);
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

const lookup = (app: QnaTestApp, layoutViewType: string, recordID?: number) =>
  app.call("guest", {
    url: "/layouts/lookup-hydrate",
    query: {
      layoutViewType,
      ...(recordID !== undefined ? { recordType: "discussion", recordID: String(recordID) } : { recordType: "siteSection", recordID: "0" }),
    },
  });

/** Every node of a layout, depth-first through props holding nodes. */
function nodes(layout: readonly WidgetNode[]): WidgetNode[] {
  const isNode = (v: unknown): v is WidgetNode => typeof v === "object" && v !== null && "$reactComponent" in v;
  return layout.flatMap((node) => [
    node,
    ...nodes(Object.values(node.$reactProps).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []))),
  ]);
}
const names = (comments: unknown) => (comments as Comment[]).map((c) => c.body);

describe("the question page", () => {
  it("uses the question layout, with the accepted answer first and the rest of the thread after it", async () => {
    const id = await t.ask("alice", "Which editor do you use?");
    await t.answer("bob", id, "Vim");
    const accepted = await t.answer("carol", id, "Emacs");
    await t.answer("moderator", id, "Nano");
    await t.judge("alice", accepted.commentID, "accepted");

    const response = await lookup(t, "post", id);
    expect(response.statusCode).toBe(200);
    const page = response.json<LayoutResponse>();
    expect(page.layoutViewType).toBe("question");
    const thread = nodes(page.layout).find((n) => n.$reactComponent === "AnswerThreadAsset");
    expect(thread).toBeDefined();
    const { accepted: acceptedNode, thread: restNode } = thread?.$reactProps as { accepted: WidgetNode; thread: WidgetNode };
    expect(acceptedNode.$reactComponent).toBe("CommentThreadAsset");
    expect(acceptedNode.$reactProps.title).toBe("Accepted Answers");
    expect(names(acceptedNode.$reactProps.comments)).toEqual(["<p>Emacs</p>"]);
    expect(restNode.$reactProps.title).toBe("Comments");
    expect(names(restNode.$reactProps.comments)).toEqual(["<p>Vim</p>", "<p>Nano</p>"]);
    expect(page.layout.length).toBeGreaterThan(0);
  });

  it("is the plain thread while nothing is accepted", async () => {
    const id = await t.ask("alice", "Tabs or spaces?");
    await t.answer("bob", id, "Tabs");
    const page = (await lookup(t, "post", id)).json<LayoutResponse>();
    const props = nodes(page.layout).find((n) => n.$reactComponent === "AnswerThreadAsset")?.$reactProps;
    expect(props?.accepted).toBeNull();
    expect(names((props?.thread as WidgetNode).$reactProps.comments)).toEqual(["<p>Tabs</p>"]);
  });

  it("keeps a plain discussion on the discussion layout", async () => {
    const id = await t.ask("alice", "Chit-chat", "discussion");
    const page = (await lookup(t, "post", id)).json<LayoutResponse>();
    expect(page.layoutViewType).toBe("discussion");
  });
});

describe("the questions widget", () => {
  it("lists questions only, by default all of them and with apiParams.statusID one status", async () => {
    const unanswered = await t.ask("bob", "Anyone there?");
    await t.ask("bob", "Not a question", "discussion");
    const page = (await lookup(t, "qnaHome")).json<LayoutResponse>();
    const [all, open] = nodes(page.layout).filter((n) => n.$reactComponent === "DiscussionListWidget");
    expect(all?.$reactProps.title).toBe("Questions");
    const allListed = all?.$reactProps.discussions as { type: string; name: string }[];
    expect(allListed.length).toBeGreaterThan(1);
    expect(allListed.every((d) => d.type === "question")).toBe(true);
    expect(all?.$reactProps.apiParams).toMatchObject({ type: "question" });

    expect(open?.$reactProps.title).toBe("Unanswered Questions");
    const openListed = open?.$reactProps.discussions as { discussionID: number; statusID: number }[];
    expect(openListed.map((d) => d.discussionID)).toContain(unanswered);
    expect(openListed.every((d) => d.statusID === QNA_STATUS.unanswered)).toBe(true);
  });
});

describe("the home page", () => {
  const homeColumns = async (app: QnaTestApp) => {
    const page = (await lookup(app, "home")).json<LayoutResponse>();
    const section = page.layout.find((n) => n.$reactComponent === "SectionTwoColumns");
    const titles = (column: unknown) => (column as WidgetNode[]).map((n) => `${n.$reactComponent}:${String(n.$reactProps.title ?? "")}`);
    return { main: titles(section?.$reactProps.mainBottom), secondary: titles(section?.$reactProps.secondaryBottom), section };
  };

  it("shows the unanswered questions in the side column after the forum's own entries", async () => {
    const unanswered = await t.ask("carol", "Where do I start?");
    const { main, secondary, section } = await homeColumns(t);
    expect(main).toEqual(["DiscussionListWidget:Recent Discussions", "CategoriesWidget:Categories"]);
    expect(secondary).toEqual(["GuestCallToAction:Welcome!", "NewPostMenu:", "DiscussionListWidget:Unanswered Questions"]);
    const listed = (section?.$reactProps.secondaryBottom as WidgetNode[])[2]?.$reactProps.discussions as {
      discussionID: number;
      type: string;
      statusID: number;
    }[];
    expect(listed.map((d) => d.discussionID)).toContain(unanswered);
    expect(listed.every((d) => d.type === "question" && d.statusID === QNA_STATUS.unanswered)).toBe(true);
  });

  it("has only the forum's entries while Q&A is disabled", async () => {
    const { secondary } = await homeColumns(off);
    expect(secondary).toEqual(["GuestCallToAction:Welcome!", "NewPostMenu:"]);
  });
});

describe("with Q&A disabled", () => {
  it("answers 404 on its route, shows questions with the discussion layout and adds no fields", async () => {
    const id = await off.ask("alice", "Still a question?");
    const comment = await off.answer("bob", id);
    const patch = await off.judge("alice", comment.commentID, "accepted");
    expect(patch.statusCode).toBe(404);
    expect(await off.statusOf(id)).toBe(QNA_STATUS.unanswered);
    expect(comment.attributes).toEqual({});

    const page = (await lookup(off, "post", id)).json<LayoutResponse>();
    expect(page.layoutViewType).toBe("discussion");
    const components = nodes(page.layout).map((n) => n.$reactComponent);
    expect(components).toContain("CommentThreadAsset");
    expect(components).not.toContain("AnswerThreadAsset");
  });

  it("writes its schema and grants its declared permission when a site manager enables it", async () => {
    await off.app.quorum.addons.setEnabled("qna", true);
    const grants = await off.qna
      .selectFrom("rolePermissions")
      .innerJoin("roles", "roles.roleID", "rolePermissions.roleID")
      .select("roles.type")
      .where("permission", "=", "qna.accept")
      .execute();
    expect(grants.map((g) => g.type).sort()).toEqual(["administrator", "moderator"]);
    const id = await off.ask("alice", "Now with Q&A?");
    const comment = await off.answer("bob", id);
    expect((await off.judge("moderator", comment.commentID, "accepted")).statusCode).toBe(200);
    expect(await off.statusOf(id)).toBe(QNA_STATUS.accepted);
  });
});
