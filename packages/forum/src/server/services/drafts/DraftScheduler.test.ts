import type { Draft } from "@quorum/api";
import { createApp } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import forum from "../../index";
import { createForumTestApp, type ForumTestApp } from "../../testing/createForumTestApp";

let t: ForumTestApp;
let restarted: FastifyInstance | null = null;
let general: number;
beforeAll(async () => {
  t = await createForumTestApp();
  general = await t.categoryID("general");
});
afterAll(async () => {
  // The first app may have been closed by the test already ("the server went down").
  await (restarted ?? t.app).close();
  await t.database.close();
});

const rich = (text: string) => JSON.stringify([{ type: "p", children: [{ text }] }]);
const discussionNamed = (name: string) => t.forum.selectFrom("discussions").selectAll().where("name", "=", name).executeTakeFirst();

async function scheduleIn(ms: number, name: string): Promise<{ draft: Draft; due: number }> {
  const created = await t.call("member", {
    method: "POST",
    url: "/drafts",
    body: { recordType: "discussion", parentRecordType: "category", parentRecordID: general, attributes: { body: rich(`${name} body`), draftMeta: { name } } },
  });
  const due = Date.now() + ms;
  const scheduled = await t.call("member", {
    method: "PATCH",
    url: `/drafts/schedule/${created.json<Draft>().draftID}`,
    body: { dateScheduled: new Date(due).toISOString() },
  });
  expect(scheduled.statusCode, scheduled.body).toBe(200);
  return { draft: scheduled.json<Draft>(), due };
}

it("publishes a scheduled draft at its time, with the server running (the timer re-arms when a draft is scheduled)", async () => {
  // The server's clock and timers are fake from here: the draft falls due when the test says so,
  // however slowly a busy machine answers the requests before it.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  try {
    const { draft, due } = await scheduleIn(30_000, "Published by the timer");
    await vi.advanceTimersByTimeAsync(29_000);
    expect(await discussionNamed("Published by the timer")).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(async () => expect(await discussionNamed("Published by the timer")).toBeDefined(), { timeout: 30_000 });
    const discussion = await discussionNamed("Published by the timer");
    expect(discussion).toMatchObject({ categoryID: general, insertUserID: t.userIDs.member });
    // At its time or a poll after it: vi.waitFor moves the fake clock on by its interval per look.
    expect(discussion?.dateInserted.getTime()).toBeGreaterThanOrEqual(due);
    expect((await t.call("member", { url: `/drafts/${draft.draftID}` })).statusCode).toBe(404);
  } finally {
    vi.useRealTimers();
  }
});

it("publishes at the next start a draft whose time passed while the server was down", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    const { draft, due } = await scheduleIn(60_000, "Published after a restart");
    await t.app.close();
    // The server is down while the draft's time passes.
    vi.setSystemTime(due + 1_000);
    expect(await discussionNamed("Published after a restart")).toBeUndefined();

    // The same database, a new app (as `quorum start` makes one): ready means started.
    restarted = await createApp({ db: t.db, addons: [forum] });
    await restarted.ready();
    const discussion = await discussionNamed("Published after a restart");
    expect(discussion).toMatchObject({ categoryID: general, insertUserID: t.userIDs.member });
    expect(await t.forum.selectFrom("drafts").select("draftID").where("draftID", "=", draft.draftID).executeTakeFirst()).toBeUndefined();
  } finally {
    vi.useRealTimers();
  }
});
