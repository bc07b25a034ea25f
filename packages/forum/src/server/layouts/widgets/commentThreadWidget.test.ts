import type { LayoutResponse, UserFragment, WidgetNode } from "@quorum/api";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../../testing/createForumTestApp";

let t: ForumTestApp;
let longThread: number;
beforeAll(async () => {
  t = await createForumTestApp();
  longThread = await t.discussionID("Share your setup");
});
afterAll(() => t?.close());

interface ThreadComment {
  commentID: number;
  dateInserted: string;
  score: number;
  insertUser: UserFragment;
}
interface ThreadProps {
  comments: ThreadComment[];
  paging: { page: number; limit: number; total: number };
  sort: string;
}

async function postPage(params: Record<string, string>, recordType = "discussion", recordID: number = longThread): Promise<LayoutResponse> {
  const query: Record<string, string> = { layoutViewType: "post", recordType, recordID: String(recordID) };
  for (const [key, value] of Object.entries(params)) query[`params[${key}]`] = value;
  const response = await t.call("guest", { url: "/layouts/lookup-hydrate", query });
  expect(response.statusCode).toBe(200);
  return response.json<LayoutResponse>();
}

function find(layout: readonly WidgetNode[], component: string): Record<string, unknown> | undefined {
  for (const node of layout) {
    if (node.$reactComponent === component) return node.$reactProps;
    for (const value of Object.values(node.$reactProps)) {
      if (Array.isArray(value)) {
        const found = find(
          value.filter((v): v is WidgetNode => typeof v === "object" && v !== null && "$reactComponent" in v),
          component,
        );
        if (found) return found;
      }
    }
  }
  return undefined;
}
const threadOf = (page: LayoutResponse) => find(page.layout, "CommentThreadAsset") as unknown as ThreadProps;

describe("the comment thread of a post page", () => {
  it("sorts by the URL's sort: oldest, newest, top and trending", async () => {
    const oldest = threadOf(await postPage({}));
    expect(oldest.sort).toBe("dateInserted");
    expect(oldest.comments.map((c) => c.dateInserted)).toEqual(oldest.comments.map((c) => c.dateInserted).sort());

    const newest = threadOf(await postPage({ sort: "-dateInserted" }));
    expect(newest.sort).toBe("-dateInserted");
    expect(newest.comments.map((c) => c.dateInserted)).toEqual(
      newest.comments
        .map((c) => c.dateInserted)
        .sort()
        .reverse(),
    );
    expect(newest.comments[0]?.commentID).not.toBe(oldest.comments[0]?.commentID);

    const top = threadOf(await postPage({ sort: "-score" }));
    expect(top.comments.map((c) => c.score)).toEqual(top.comments.map((c) => c.score).sort((a, b) => b - a));

    // Trending: the score decayed by age, highest first.
    const trending = threadOf(await postPage({ sort: "-experimentalTrending" }));
    expect(trending.sort).toBe("-experimentalTrending");
    const now = Date.now();
    const rank = (c: ThreadComment) => (c.score + 1) / Math.pow((now - Date.parse(c.dateInserted)) / 3_600_000 + 2, 1.5);
    const ranks = trending.comments.map(rank);
    ranks.slice(1).forEach((r, i) => expect(r).toBeLessThanOrEqual(ranks[i]! * (1 + 1e-6)));
    expect(trending.comments.map((c) => c.commentID)).not.toEqual(oldest.comments.map((c) => c.commentID));

    // A sort that does not exist is not an error: the thread's default applies.
    expect(threadOf(await postPage({ sort: "best" })).sort).toBe("dateInserted");
  });

  it("answers the last page for a page past the last, in the thread and the page's address", async () => {
    const page = await postPage({ page: "99" });
    const thread = threadOf(page);
    expect(thread.paging).toEqual({ page: 3, limit: 30, total: 65 });
    expect(thread.comments).toHaveLength(5);
    expect(page.seo.url).toBe(`/discussion/${longThread}/share-your-setup/p3`);
  });

  it("gives the posts' authors their sanitized signatures only while signatures are enabled", async () => {
    await t.forum
      .updateTable("users")
      .set({ signature: sql<string>`'Sig of **' || "name" || '**'` })
      .execute();
    await t.forum
      .updateTable("users")
      .set({ signature: '# Big me\n\n![logo](https://cdn.example/logo.png) <script>alert(1)</script><a href="javascript:alert(1)">x</a>' })
      .where("name", "=", "alice")
      .execute();

    const off = await postPage({});
    expect(threadOf(off).comments.some((c) => c.insertUser.signature !== undefined)).toBe(false);
    expect((find(off.layout, "OriginalPostAsset") as { discussion: { insertUser: UserFragment } }).discussion.insertUser.signature).toBeUndefined();

    expect((await t.call("admin", { method: "PATCH", url: "/config", body: { "signatures.enabled": true } })).statusCode).toBe(200);
    try {
      const on = await postPage({ page: "2" });
      const comments = threadOf(on).comments;
      const others = comments.filter((c) => c.insertUser.name !== "alice");
      expect(others.length).toBeGreaterThan(0);
      for (const c of others) expect(c.insertUser.signature).toEqual({ body: `<p>Sig of <strong>${c.insertUser.name}</strong></p>` });

      // The original post is alice's: her signature's image stays, the script and the javascript: link do
      // not, and her heading is text (the sanitizer's signature profile).
      const op = (find(on.layout, "OriginalPostAsset") as { discussion: { insertUser: UserFragment } }).discussion.insertUser;
      expect(op.name).toBe("alice");
      const body = op.signature?.body ?? "";
      expect(body).toContain('<img src="https://cdn.example/logo.png" alt="logo" />');
      expect(body).not.toContain("script");
      expect(body).not.toContain("javascript:");
      expect(body).toContain("Big me");
      expect(body).not.toMatch(/<h\d/);
    } finally {
      await t.call("admin", { method: "PATCH", url: "/config", body: { "signatures.enabled": false } });
    }
  });
});
