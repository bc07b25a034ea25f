import type { ApiErrorBody, Discussion, Draft } from "@quorum/api";
import { createForumTestApp, type ForumTestApp } from "@quorum/forum/testing";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Poll, PollAttributes } from "../../shared/Poll";
import { pollsDb } from "../db/PollsTables";
import polls from "../index";

let t: ForumTestApp;
let general: number;

// The real forum and its draft scheduler (which publishes a scheduled draft at its time, in the
// app); Polls enabled by a site manager, as on a real site.
beforeAll(async () => {
  t = await createForumTestApp({ addons: [polls], disabled: ["polls"] });
  general = await t.categoryID("general");
  expect((await api(t.app, { method: "PATCH", url: "/addons/polls", body: { enabled: true }, cookie: t.cookies.admin })).statusCode).toBe(200);
});
afterAll(() => t?.close());

const rich = (text: string) => JSON.stringify([{ type: "p", children: [{ text }] }]);
const discussionNamed = (name: string) => pollsDb(t.db).selectFrom("discussions").selectAll().where("name", "=", name).executeTakeFirst();

/** A poll draft as the post form saves it: the poll's fields (what `POST /polls` takes beside the discussion) in `draftMeta.postMeta`. */
async function pollDraft(name: string, postMeta: Record<string, unknown>): Promise<Draft> {
  const created = await t.call("member", {
    method: "POST",
    url: "/drafts",
    body: {
      recordType: "discussion",
      parentRecordType: "category",
      parentRecordID: general,
      attributes: { body: rich(`${name} body`), draftMeta: { name, postTypeID: "poll", postMeta } },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Draft>();
}

const schedule = (draftID: number, at: number) =>
  t.call("member", { method: "PATCH", url: `/drafts/schedule/${draftID}`, body: { dateScheduled: new Date(at).toISOString() } });

it("refuses to schedule a poll draft whose poll could not be posted, naming the draft's field", async () => {
  const noOptions = await pollDraft("A poll with one option", { name: "Which one?", options: ["Only"] });
  const refused = await schedule(noOptions.draftID, Date.now() + 60_000);
  expect(refused.statusCode).toBe(422);
  expect(Object.keys(refused.json<ApiErrorBody>().errors ?? {})).toEqual(["draftMeta.postMeta.options"]);
  const noQuestion = await pollDraft("A poll with no question", { options: ["Tea", "Coffee"] });
  expect(Object.keys((await schedule(noQuestion.draftID, Date.now() + 60_000)).json<ApiErrorBody>().errors ?? {})).toEqual(["draftMeta.postMeta.name"]);
  const same = await pollDraft("A poll with the same option twice", { name: "Which one?", options: ["Tea", "tea"] });
  expect(Object.keys((await schedule(same.draftID, Date.now() + 60_000)).json<ApiErrorBody>().errors ?? {})).toEqual(["draftMeta.postMeta.options"]);
});

it("publishes a scheduled poll draft at its time with its poll: the question, the options in order, the choice kind", async () => {
  // The server's clock and timers are fake: the draft falls due when the test says so.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  let discussionID: number;
  let draftID: number;
  try {
    const draft = await pollDraft("Scheduled poll", { name: "Tea or coffee?", options: ["Tea", "Coffee", "Water"], multipleChoice: true, isPublic: true });
    draftID = draft.draftID;
    const scheduled = await schedule(draft.draftID, Date.now() + 30_000);
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.waitFor(async () => expect(await discussionNamed("Scheduled poll")).toBeDefined(), { timeout: 30_000 });
    const row = await discussionNamed("Scheduled poll");
    expect(row).toMatchObject({ type: "poll", categoryID: general, insertUserID: t.userIDs.member });
    discussionID = row?.discussionID ?? 0;
  } finally {
    vi.useRealTimers();
  }
  expect((await t.call("member", { url: `/drafts/${draftID}` })).statusCode).toBe(404);
  const discussion = (await t.call("member", { url: `/discussions/${discussionID}` })).json<Discussion>();
  const pollID = (discussion.attributes as { poll?: PollAttributes } | undefined)?.poll?.pollID;
  expect(pollID).toBeGreaterThan(0);
  const poll = (await t.call("member", { url: `/polls/${pollID}` })).json<Poll>();
  expect(poll).toMatchObject({ discussionID, name: "Tea or coffee?", multipleChoice: true, isPublic: true, insertUserID: t.userIDs.member });
  expect(poll.options.map((option) => option.body)).toEqual(["Tea", "Coffee", "Water"]);
});
