import type { Discussion } from "@quorum/api";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "@quorum/forum/testing";
import { DEMO_SITE_KEY } from "@quorum/server";
import { api } from "@quorum/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Poll, PollVoter } from "../../shared/Poll";
import { pollsDb } from "../db/PollsTables";
import polls from "../index";

let t: ForumTestApp;
let general: number;
let staff: number;

// The real forum the add-on requires, seeded as a new site; the add-on starts disabled and a site
// manager enables it, as on a real site (its migration runs then, and on a demo site its seed).
beforeAll(async () => {
  t = await createForumTestApp({ addons: [polls], disabled: ["polls"] });
  await t.db
    .insertInto("config")
    .values({ key: DEMO_SITE_KEY, value: JSON.stringify(true) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  general = await t.categoryID("general");
  staff = await t.categoryID("staff-lounge");
});
afterAll(() => t?.close());

const enable = (enabled: boolean) => api(t.app, { method: "PATCH", url: "/addons/polls", body: { enabled }, cookie: t.cookies.admin });

/**
 * A discussion of `type` with no poll: a plain one, or (type "poll") one posted before polls took
 * one request, whose author adds the poll with `discussionID`. The forum now refuses to post the
 * latter, so it is posted plain and retyped in the table.
 */
async function pollDiscussion(as: DemoUser, categoryID = general, type = "poll"): Promise<number> {
  const res = await t.call(as, {
    method: "POST",
    url: "/discussions",
    body: { name: `A ${type} by ${as}`, body: "Vote, please.", format: "text", categoryID },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { discussionID } = res.json<Discussion>();
  await pollsDb(t.db).updateTable("discussions").set({ type }).where("discussionID", "=", discussionID).execute();
  return discussionID;
}

const newDiscussion = (as: DemoUser, categoryID = general) => ({ name: `A poll by ${as}`, body: "Vote, please.", format: "text", categoryID });

/** A poll with its new discussion in one request, or (given `discussionID`) added to a discussion without one. */
async function createPoll(as: DemoUser, body: Record<string, unknown>): Promise<Poll> {
  const discussion = "discussionID" in body ? {} : { discussion: newDiscussion(as) };
  const res = await t.call(as, { method: "POST", url: "/polls", body: { name: "Which one?", options: ["Red", "Green", "Blue"], ...discussion, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Poll>();
}

/** The discussions by that name: a failed poll request must leave none. */
const discussionsNamed = async (name: string) =>
  (await pollsDb(t.db).selectFrom("discussions").select("discussionID").where("name", "=", name).execute()).length;

const vote = (as: DemoUser | "guest", pollID: number, optionIDs: unknown) => t.call(as, { method: "PUT", url: `/polls/${pollID}/votes`, body: { optionIDs } });
const get = async (as: DemoUser | "guest", pollID: number): Promise<Poll> => {
  const res = await t.call(as, { url: `/polls/${pollID}` });
  expect(res.statusCode).toBe(200);
  return res.json<Poll>();
};
const field = (res: { json<T>(): T }) => Object.keys(res.json<{ errors?: Record<string, unknown> }>().errors ?? {});

describe("polls on a site", () => {
  it("answers 404 and refuses poll posts until a site manager enables it; enabled on a demo site it seeds two polls with votes", async () => {
    expect((await t.call("member", { url: "/polls/1" })).statusCode).toBe(404);
    expect((await t.call("member", { method: "POST", url: "/polls", body: {} })).statusCode).toBe(404);
    const refused = await t.call("member", {
      method: "POST",
      url: "/discussions",
      body: { name: "x", body: "y", format: "text", categoryID: general, type: "poll" },
    });
    expect(refused.statusCode).toBe(422);
    expect(field(refused)).toEqual(["type"]);

    expect((await enable(true)).statusCode).toBe(200);
    const seeded = await pollsDb(t.db).selectFrom("discussions").select(["discussionID", "name"]).where("type", "=", "poll").orderBy("discussionID").execute();
    expect(seeded.map((row) => row.name)).toEqual(["What should our next community meetup be?", "Which parts of the forum do you use most?"]);
    // The closed one shows its results to everyone, guests included.
    const listed = (await t.call("guest", { url: `/discussions/${seeded[1]?.discussionID}` })).json<Discussion>();
    const pollID = (listed.attributes as { poll: { pollID: number } }).poll.pollID;
    const closed = await get("guest", pollID);
    expect(closed.isClosed).toBe(true);
    expect(closed.countVoters).toBe(3);
    expect(closed.options.map((option) => [option.body, option.countVotes, option.percent])).toEqual([
      ["Discussions", 2, 66.7],
      ["Questions", 2, 66.7],
      ["Groups", 0, 0],
      ["Private messages", 1, 33.3],
    ]);
  });

  it("posts a poll discussion and its poll in one request, through the forum's own discussion creation", async () => {
    const countOf = async () =>
      (await pollsDb(t.db).selectFrom("users").select("countDiscussions").where("name", "=", "alice").executeTakeFirstOrThrow()).countDiscussions;
    const before = await countOf();
    const poll = await createPoll("alice", { discussion: { ...newDiscussion("alice"), name: "One request", tagIDs: [] }, options: ["Yes", "No"] });
    expect(poll.options.map((option) => option.body)).toEqual(["Yes", "No"]);
    const discussion = (await t.call("bob", { url: `/discussions/${poll.discussionID}` })).json<Discussion>();
    expect(discussion).toMatchObject({ name: "One request", type: "poll", categoryID: general, insertUserID: poll.insertUserID });
    expect(discussion.attributes).toMatchObject({ poll: { pollID: poll.pollID } });
    // The forum's own bookkeeping ran: the author's count went up.
    expect(await countOf()).toBe(before + 1);
  });

  it("writes no discussion when the poll is refused, and no poll when the discussion is", async () => {
    const badOptions: [unknown, string][] = [
      [["only one"], "fewer than 2"],
      [Array.from({ length: 21 }, (_, i) => `option ${i}`), "more than 20"],
      [["ok", "   "], "blank"],
      [["ok", ""], "empty"],
      [["Same", "same "], "duplicate"],
    ];
    for (const [options, why] of badOptions) {
      const name = `Refused poll: ${why}`;
      const res = await t.call("alice", { method: "POST", url: "/polls", body: { discussion: { ...newDiscussion("alice"), name }, name: "Q?", options } });
      expect(res.statusCode, `${why}: ${res.body}`).toBe(422);
      expect(res.json<{ status: number }>().status).toBe(422);
      expect(field(res).length, res.body).toBeGreaterThan(0);
      expect(
        field(res).every((key) => key.startsWith("options")),
        `${why}: ${res.body}`,
      ).toBe(true);
      expect(await discussionsNamed(name), why).toBe(0);
    }
    const polls = async () => (await pollsDb(t.db).selectFrom("polls").select("pollID").execute()).length;
    const count = await polls();
    // The discussion refused by the forum: a category the member may not see, a blank title.
    const hidden = await t.call("member", {
      method: "POST",
      url: "/polls",
      body: { discussion: newDiscussion("member", staff), name: "Q?", options: ["a", "b"] },
    });
    expect(hidden.statusCode).toBe(422);
    expect(field(hidden)).toEqual(["discussion.categoryID"]);
    const untitled = await t.call("alice", {
      method: "POST",
      url: "/polls",
      body: { discussion: { ...newDiscussion("alice"), name: "" }, name: "Q?", options: ["a", "b"] },
    });
    expect(untitled.statusCode).toBe(422);
    expect(field(untitled)).toEqual(["discussion.name"]);
    expect(await polls()).toBe(count);
    // Neither or both of discussion and discussionID; guests.
    const legacy = await pollDiscussion("alice");
    for (const body of [{}, { discussion: newDiscussion("alice"), discussionID: legacy }]) {
      const res = await t.call("alice", { method: "POST", url: "/polls", body: { name: "Q?", options: ["a", "b"], ...body } });
      expect(res.statusCode, res.body).toBe(422);
      expect(field(res)).toEqual(["discussion"]);
    }
    expect(
      (await t.call("guest", { method: "POST", url: "/polls", body: { discussion: newDiscussion("alice"), name: "Q?", options: ["a", "b"] } })).statusCode,
    ).toBe(403);
    // A poll discussion is never posted without its poll: `POST /discussions` refuses the type.
    const bare = await t.call("alice", { method: "POST", url: "/discussions", body: { ...newDiscussion("alice"), name: "Bare poll", type: "poll" } });
    expect(bare.statusCode).toBe(422);
    expect(field(bare)).toEqual(["type"]);
    expect(await discussionsNamed("Bare poll")).toBe(0);
    expect(await polls()).toBe(count);
  });

  it("creates a poll on the author's poll discussion, with its options in order; one poll per discussion", async () => {
    const discussionID = await pollDiscussion("alice");
    const poll = await createPoll("alice", { discussionID, options: [" Red ", "Green"], isPublic: true });
    expect(poll).toMatchObject({ discussionID, name: "Which one?", multipleChoice: false, isPublic: true, isClosed: false, canVote: true, myVote: [] });
    expect(poll.options.map((option) => option.body)).toEqual(["Red", "Green"]);
    const again = await t.call("alice", { method: "POST", url: "/polls", body: { discussionID, name: "Again?", options: ["a", "b"] } });
    expect(again.statusCode).toBe(409);
    const discussion = (await t.call("bob", { url: `/discussions/${discussionID}` })).json<Discussion>();
    expect(discussion.attributes).toMatchObject({ poll: { pollID: poll.pollID } });
  });

  it("refuses bad input with 4xx naming the field", async () => {
    const discussionID = await pollDiscussion("alice");
    const cases: [Record<string, unknown>, string][] = [
      [{ options: ["only one"] }, "options"],
      [{ options: Array.from({ length: 21 }, (_, i) => `option ${i}`) }, "options"],
      [{ options: ["Same", "same"] }, "options"],
      [{ options: ["ok", "   "] }, "options"],
      [{ name: "" }, "name"],
      [{ dateClosed: "2001-01-01T00:00:00Z" }, "dateClosed"],
      [{ dateClosed: "next tuesday" }, "dateClosed"],
      [{ maxChoices: 2 }, "maxChoices"],
      [{ multipleChoice: true, maxChoices: 4 }, "maxChoices"],
      [{ discussionID: "x" }, "discussionID"],
    ];
    for (const [patch, name] of cases) {
      const res = await t.call("alice", { method: "POST", url: "/polls", body: { discussionID, name: "Q?", options: ["a", "b", "c"], ...patch } });
      expect(res.statusCode, `${JSON.stringify(patch)}: ${res.body}`).toBe(422);
      expect(res.json<{ status: number }>().status).toBe(422);
      expect(
        field(res).some((key) => key.includes(name)),
        `${JSON.stringify(patch)}: ${res.body}`,
      ).toBe(true);
    }
    const plain = await pollDiscussion("alice", general, "discussion");
    const notPoll = await t.call("alice", { method: "POST", url: "/polls", body: { discussionID: plain, name: "Q?", options: ["a", "b"] } });
    expect(notPoll.statusCode).toBe(422);
    expect(field(notPoll)).toEqual(["discussionID"]);
    expect((await t.call("alice", { url: "/polls/abc" })).statusCode).toBe(422);
    expect((await t.call("alice", { url: "/polls/999999" })).statusCode).toBe(404);
  });

  it("lets only the author (or polls.moderate) add the poll; guests 403; a hidden discussion is missing", async () => {
    const discussionID = await pollDiscussion("alice");
    const body = { discussionID, name: "Q?", options: ["a", "b"] };
    expect((await t.call("bob", { method: "POST", url: "/polls", body })).statusCode).toBe(403);
    expect((await t.call("guest", { method: "POST", url: "/polls", body })).statusCode).toBe(403);
    expect((await t.call("moderator", { method: "POST", url: "/polls", body })).statusCode).toBe(201);

    const hidden = await pollDiscussion("moderator", staff);
    expect((await t.call("member", { method: "POST", url: "/polls", body: { ...body, discussionID: hidden } })).statusCode).toBe(404);
    const secret = await createPoll("moderator", { discussionID: hidden, isPublic: true });
    for (const as of ["guest", "member", "alice"] as const) {
      expect((await t.call(as, { url: `/polls/${secret.pollID}` })).statusCode).toBe(404);
      expect((await t.call(as, { url: `/polls/${secret.pollID}/votes` })).statusCode).toBe(404);
      expect((await vote(as, secret.pollID, [secret.options[0]?.pollOptionID])).statusCode).toBe(404);
      expect((await t.call(as, { method: "DELETE", url: `/polls/${secret.pollID}/votes` })).statusCode).toBe(404);
    }
    expect((await t.call("admin", { url: `/polls/${secret.pollID}` })).statusCode).toBe(200);
  });

  it("hides results until the viewer votes; a vote may change while open; moderators always see them", async () => {
    const poll = await createPoll("alice", {});
    const [red, green, blue] = poll.options.map((option) => option.pollOptionID) as [number, number, number];
    expect((await vote("bob", poll.pollID, [red])).statusCode).toBe(200);
    const before = await get("member", poll.pollID);
    expect(before.resultsVisible).toBe(false);
    expect(before.countVoters).toBeNull();
    expect(before.options.every((option) => option.countVotes === null && option.percent === null)).toBe(true);
    expect((await get("moderator", poll.pollID)).options.map((option) => option.countVotes)).toEqual([1, 0, 0]);

    const voted = (await vote("member", poll.pollID, [green])).json<Poll>();
    expect(voted.myVote).toEqual([green]);
    expect(voted.options.map((option) => [option.countVotes, option.percent])).toEqual([
      [1, 50],
      [1, 50],
      [0, 0],
    ]);
    // Changing the vote replaces it: still one vote by the member.
    const changed = (await vote("member", poll.pollID, [blue])).json<Poll>();
    expect(changed.myVote).toEqual([blue]);
    expect(changed.countVoters).toBe(2);
    expect(changed.options.map((option) => option.countVotes)).toEqual([1, 0, 1]);
    // Taking it back hides the results again.
    expect((await t.call("member", { method: "DELETE", url: `/polls/${poll.pollID}/votes` })).statusCode).toBe(204);
    const taken = await get("member", poll.pollID);
    expect(taken.myVote).toEqual([]);
    expect(taken.resultsVisible).toBe(false);
    expect((await get("moderator", poll.pollID)).countVoters).toBe(1);
  });

  it("checks votes: one option for single choice, the limit for multiple choice, options of this poll only; guests 403", async () => {
    const single = await createPoll("alice", {});
    const ids = single.options.map((option) => option.pollOptionID);
    const other = await createPoll("alice", {});
    const bad: unknown[] = [[], ids.slice(0, 2), [other.options[0]?.pollOptionID], [ids[0], ids[0]], "1", [0], null];
    for (const optionIDs of bad) {
      const res = await vote("bob", single.pollID, optionIDs);
      expect(res.statusCode, JSON.stringify(optionIDs)).toBe(422);
      expect(
        field(res).some((key) => key.includes("optionIDs")),
        res.body,
      ).toBe(true);
    }
    expect((await t.call("bob", { method: "PUT", url: `/polls/${single.pollID}/votes`, body: {} })).statusCode).toBe(422);
    expect((await vote("guest", single.pollID, [ids[0]])).statusCode).toBe(403);
    expect((await t.call("guest", { method: "DELETE", url: `/polls/${single.pollID}/votes` })).statusCode).toBe(403);

    const multi = await createPoll("alice", { multipleChoice: true, maxChoices: 2 });
    const [a, b, c] = multi.options.map((option) => option.pollOptionID) as [number, number, number];
    expect((await vote("bob", multi.pollID, [a, b, c])).statusCode).toBe(422);
    const two = (await vote("bob", multi.pollID, [c, a])).json<Poll>();
    expect(two.myVote).toEqual([a, c]);
    expect(two.countVoters).toBe(1);
    expect(two.options.map((option) => option.percent)).toEqual([100, 0, 100]);
  });

  it("refuses votes on a closed poll with a clear message, and shows everyone its results", async () => {
    const poll = await createPoll("alice", { dateClosed: new Date(Date.now() + 60_000).toISOString() });
    const id = poll.options[0]?.pollOptionID;
    expect((await vote("bob", poll.pollID, [id])).statusCode).toBe(200);
    await pollsDb(t.db)
      .updateTable("polls")
      .set({ dateClosed: new Date(Date.now() - 1000) })
      .where("pollID", "=", poll.pollID)
      .execute();
    const refused = await vote("member", poll.pollID, [id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe("This poll is closed: it takes no more votes.");
    expect((await t.call("bob", { method: "DELETE", url: `/polls/${poll.pollID}/votes` })).statusCode).toBe(409);
    const seen = await get("member", poll.pollID);
    expect(seen).toMatchObject({ isClosed: true, canVote: false, resultsVisible: true, countVoters: 1 });
  });

  it("lists who voted to moderators, or to everyone when the poll is public", async () => {
    const secret = await createPoll("alice", {});
    const open = await createPoll("alice", { isPublic: true, multipleChoice: true });
    for (const poll of [secret, open]) await vote("bob", poll.pollID, [poll.options[1]?.pollOptionID]);
    await vote("member", open.pollID, [open.options[0]?.pollOptionID, open.options[2]?.pollOptionID]);
    for (const as of ["guest", "member", "alice"] as const) {
      const res = await t.call(as, { url: `/polls/${secret.pollID}/votes` });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBe("Permission Problem");
    }
    const list = await t.call("moderator", { url: `/polls/${secret.pollID}/votes` });
    expect(list.json<PollVoter[]>().map((voter) => [voter.name, voter.optionIDs])).toEqual([["bob", [secret.options[1]?.pollOptionID]]]);
    const everyone = await t.call("guest", { url: `/polls/${open.pollID}/votes`, query: { limit: "1" } });
    expect(everyone.statusCode).toBe(200);
    expect(everyone.headers["x-app-page-result-count"]).toBe("2");
    expect(everyone.json<PollVoter[]>().map((voter) => voter.name)).toEqual(["bob"]);
    const page2 = await t.call("guest", { url: `/polls/${open.pollID}/votes`, query: { limit: "1", page: "2" } });
    expect(page2.json<PollVoter[]>()).toEqual([
      expect.objectContaining({ name: "member", optionIDs: [open.options[0]?.pollOptionID, open.options[2]?.pollOptionID] }),
    ]);
    expect((await t.call("moderator", { url: `/polls/${open.pollID}/votes`, query: { limit: "0" } })).statusCode).toBe(422);
  });

  it("answers 404 again once disabled, and shows a poll discussion as a plain discussion", async () => {
    const poll = await createPoll("alice", {});
    const { discussionID } = poll;
    expect((await enable(false)).statusCode).toBe(200);
    expect((await t.call("alice", { url: `/polls/${poll.pollID}` })).statusCode).toBe(404);
    expect((await vote("bob", poll.pollID, [poll.options[0]?.pollOptionID])).statusCode).toBe(404);
    const discussion = (await t.call("alice", { url: `/discussions/${discussionID}` })).json<Discussion>();
    expect(discussion.attributes).not.toHaveProperty("poll");
    expect((await enable(true)).statusCode).toBe(200);
  });
});
