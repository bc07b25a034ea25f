import type { Draft } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ForumDiscussion } from "../services/discussions/ForumDiscussion";
import { publishDraft } from "../services/drafts/publishDraft";
import { publishDueDrafts } from "../services/drafts/publishDueDrafts";
import { createForumTestApp, type ForumTestApp } from "../testing/createForumTestApp";

let t: ForumTestApp;
let general: number;
let announcements: number;
let staffLounge: number;
let openThread: number;
let closedThread: number;
beforeAll(async () => {
  t = await createForumTestApp();
  general = await t.categoryID("general");
  announcements = await t.categoryID("announcements");
  staffLounge = await t.categoryID("staff-lounge");
  openThread = await t.discussionID("Share your setup");
  closedThread = await t.discussionID("Community guidelines (please read)");
});
afterAll(() => t?.close());

const rich = (text: string) => JSON.stringify([{ type: "p", children: [{ text }] }]);
const draftCount = async () =>
  Number(
    (
      await t.forum
        .selectFrom("drafts")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedDraft = (id: number) => t.forum.selectFrom("drafts").selectAll().where("draftID", "=", id).executeTakeFirstOrThrow();
const hour = 60 * 60 * 1000;

const discussionDraft = (categoryID: number, name = "A title", body = rich("Some words")) => ({
  recordType: "discussion",
  parentRecordType: "category",
  parentRecordID: categoryID,
  attributes: { body, draftType: "discussion", draftMeta: { name, categoryID, tagIDs: [], pinLocation: "none", pinned: false, postTypeID: "discussion" } },
});
const commentDraft = (discussionID: number, body = rich("A reply")) => ({
  recordType: "comment",
  parentRecordType: "discussion",
  parentRecordID: discussionID,
  attributes: { body, format: "rich2", draftMeta: { commentPath: "/discussion/x", commentParentID: undefined } },
});

async function create(who: "member" | "alice" | "bob", body: unknown): Promise<Draft> {
  const response = await t.call(who, { method: "POST", url: "/drafts", body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Draft>();
}

describe("POST /drafts", () => {
  it("saves a discussion draft with the spec's fields, rich2 by default, keeping only discussion meta", async () => {
    const before = Date.now();
    const draft = await create("member", {
      ...discussionDraft(general),
      attributes: { ...discussionDraft(general).attributes, draftMeta: { name: "T", commentPath: "/x", unknown: 1 } },
    });
    expect(draft).toMatchObject({
      recordType: "discussion",
      recordID: null,
      parentRecordType: "category",
      parentRecordID: general,
      draftStatus: "draft",
      dateScheduled: null,
      insertUserID: t.userIDs.member,
      updateUserID: null,
      dateUpdated: null,
      attributes: { body: rich("Some words"), format: "rich2", draftType: "discussion", draftMeta: { name: "T", categoryID: general } },
    });
    expect(draft.attributes.draftMeta).not.toHaveProperty("commentPath");
    expect(draft.attributes.draftMeta).not.toHaveProperty("unknown");
    expect(Date.parse(draft.attributes.lastSaved ?? "")).toBeGreaterThanOrEqual(before - 1000);
  });

  it("takes draftMeta.categoryID as the parent, and lets a new discussion draft have no category yet", async () => {
    const byMeta = await create("member", { recordType: "discussion", attributes: { body: "", draftMeta: { categoryID: general } } });
    expect(byMeta).toMatchObject({ parentRecordType: "category", parentRecordID: general });
    const unplaced = await create("member", { recordType: "discussion", attributes: { body: "", draftMeta: { name: "Still thinking" } } });
    expect(unplaced).toMatchObject({ parentRecordType: null, parentRecordID: null });
  });

  it("saves a comment draft on a discussion the viewer may comment in", async () => {
    const draft = await create("member", commentDraft(openThread));
    expect(draft).toMatchObject({
      recordType: "comment",
      parentRecordType: "discussion",
      parentRecordID: openThread,
      attributes: { draftMeta: { commentPath: "/discussion/x" } },
    });
  });

  it("refuses a comment draft without a body (422 naming body), writing nothing", async () => {
    const before = await draftCount();
    for (const body of ["", rich("   ")]) {
      const response = await t.call("member", { method: "POST", url: "/drafts", body: commentDraft(openThread, body) });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.body[0]).toMatchObject({ code: "missingField" });
    }
    expect(await draftCount()).toBe(before);
  });

  it("types the discussion draftMeta fields (422 naming the field)", async () => {
    const before = await draftCount();
    const base = discussionDraft(general);
    const badTags = await t.call("member", {
      method: "POST",
      url: "/drafts",
      body: { ...base, attributes: { ...base.attributes, draftMeta: { tagIDs: ["one"] } } },
    });
    expect(badTags.statusCode).toBe(422);
    expect(Object.keys(badTags.json().errors)).toEqual(["attributes.draftMeta.tagIDs.0"]);
    const badPin = await t.call("member", {
      method: "POST",
      url: "/drafts",
      body: { ...base, attributes: { ...base.attributes, draftMeta: { pinLocation: "top", pinned: "yes" } } },
    });
    expect(Object.keys(badPin.json().errors).sort()).toEqual(["attributes.draftMeta.pinLocation", "attributes.draftMeta.pinned"]);
    const unknownTag = await t.call("member", {
      method: "POST",
      url: "/drafts",
      body: { ...base, attributes: { ...base.attributes, draftMeta: { tagIDs: [99999] } } },
    });
    expect(unknownTag.json().errors).toHaveProperty(["draftMeta.tagIDs"]);
    const badRich = await t.call("member", { method: "POST", url: "/drafts", body: discussionDraft(general, "T", "plain words") });
    expect(badRich.json().errors.body[0].message).toBe("The body is not valid rich2 content.");
    expect(await draftCount()).toBe(before);
  });

  it("needs a parent the viewer can post in", async () => {
    const before = await draftCount();
    const noParent = await t.call("member", { method: "POST", url: "/drafts", body: { recordType: "comment", attributes: { body: rich("x") } } });
    expect(noParent.statusCode).toBe(422);
    expect(noParent.json().errors).toHaveProperty("parentRecordID");
    const missing = await t.call("member", { method: "POST", url: "/drafts", body: commentDraft(999999) });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.parentRecordID[0].message).toBe("Discussion not found.");
    const mixed = await t.call("member", { method: "POST", url: "/drafts", body: { ...commentDraft(openThread), parentRecordType: "category" } });
    expect(mixed.json().errors).toHaveProperty("parentRecordType");

    // Announcements: members read and comment but may not start discussions; the Staff Lounge is hidden.
    expect((await t.call("member", { method: "POST", url: "/drafts", body: discussionDraft(announcements) })).statusCode).toBe(403);
    // The Staff Lounge, hidden from members, is answered as a missing category.
    const hiddenCategory = await t.call("member", { method: "POST", url: "/drafts", body: discussionDraft(staffLounge) });
    expect([hiddenCategory.statusCode, hiddenCategory.json().errors?.["draftMeta.categoryID"]?.[0]?.message]).toEqual([422, "Category not found."]);
    expect((await t.call("member", { method: "POST", url: "/drafts", body: commentDraft(closedThread) })).statusCode).toBe(403);
    // A hidden discussion, as a missing one.
    const hiddenThread = await t.call("member", { method: "POST", url: "/drafts", body: commentDraft(await t.discussionID("Moderation notes for this week")) });
    expect([hiddenThread.statusCode, hiddenThread.json().errors?.parentRecordID?.[0]?.message]).toEqual([422, "Discussion not found."]);
    expect((await t.call("guest", { method: "POST", url: "/drafts", body: discussionDraft(general) })).statusCode).toBe(403);
    expect(await draftCount()).toBe(before);
    // The moderator may.
    const moderator = await t.call("moderator", { method: "POST", url: "/drafts", body: discussionDraft(staffLounge) });
    expect(moderator.statusCode).toBe(201);
  });

  it("drafts an edit only of a post the viewer may edit", async () => {
    const own = await t.discussionID("Favourite features so far"); // by member
    const others = await t.discussionID("What brought you here?"); // by bob
    const edit = await create("member", { ...discussionDraft(general), recordID: own });
    expect(edit.recordID).toBe(own);
    const denied = await t.call("member", { method: "POST", url: "/drafts", body: { ...discussionDraft(general), recordID: others } });
    expect(denied.statusCode).toBe(403);
  });
});

describe("reading drafts", () => {
  it("lists only the viewer's drafts, filtered, with paging headers", async () => {
    const mine = await create("bob", commentDraft(openThread, rich("first")));
    await create("bob", commentDraft(openThread, rich("second")));
    await create("bob", discussionDraft(general, "Bob's idea"));
    await create("alice", commentDraft(openThread, rich("alice's")));

    const all = await t.call("bob", { url: "/drafts" });
    expect(all.statusCode).toBe(200);
    const drafts = all.json<Draft[]>();
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    expect(drafts.every((d) => d.insertUserID === t.userIDs.bob)).toBe(true);
    expect(all.headers["x-app-page-result-count"]).toBe(String(drafts.length));

    const comments = (await t.call("bob", { url: "/drafts", query: { recordType: "comment", parentRecordID: String(openThread) } })).json<Draft[]>();
    expect(comments.map((d) => d.attributes.body).sort()).toEqual([rich("first"), rich("second")].sort());
    expect((await t.call("bob", { url: "/drafts", query: { draftStatus: "scheduled" } })).json()).toEqual([]);

    const paged = await t.call("bob", { url: "/drafts", query: { limit: "1", page: "2", sort: "dateInserted" } });
    expect(paged.json<Draft[]>()).toHaveLength(1);
    expect(paged.headers.link).toContain('rel="prev"');
    expect(paged.headers.link).toContain('rel="next"');
    expect((await t.call("bob", { url: "/drafts", query: { limit: "1", sort: "dateInserted" } })).json<Draft[]>()[0]?.draftID).toBeLessThanOrEqual(
      mine.draftID,
    );

    expect((await t.call("bob", { url: "/drafts", query: { draftStatus: "deleted" } })).statusCode).toBe(422);
    expect((await t.call("bob", { url: "/drafts", query: { limit: "101" } })).statusCode).toBe(422);
    expect((await t.call("guest", { url: "/drafts" })).statusCode).toBe(403);
  });

  it("shows a draft, and its edit form, to its author only (404 for others)", async () => {
    const draft = await create("alice", discussionDraft(general, "Private thoughts"));
    const own = await t.call("alice", { url: `/drafts/${draft.draftID}` });
    expect(own.json<Draft>()).toEqual(draft);
    const edit = await t.call("alice", { url: `/drafts/${draft.draftID}/edit` });
    expect(edit.json()).toEqual({
      draftID: draft.draftID,
      recordType: "discussion",
      recordID: null,
      parentRecordType: "category",
      parentRecordID: general,
      draftStatus: "draft",
      dateScheduled: null,
      attributes: draft.attributes,
    });
    for (const url of [`/drafts/${draft.draftID}`, `/drafts/${draft.draftID}/edit`]) {
      expect((await t.call("bob", { url })).statusCode).toBe(404);
      expect((await t.call("admin", { url })).statusCode).toBe(404);
      expect((await t.call("guest", { url })).statusCode).toBe(403);
    }
    expect((await t.call("alice", { url: "/drafts/999999" })).statusCode).toBe(404);
    expect((await t.call("alice", { url: "/drafts/abc" })).statusCode).toBe(422);
  });
});

describe("PATCH and DELETE /drafts/{id}", () => {
  it("updates the author's draft; others get 404 and bad input 422, changing nothing", async () => {
    const draft = await create("alice", commentDraft(openThread, rich("v1")));
    const patched = await t.call("alice", { method: "PATCH", url: `/drafts/${draft.draftID}`, body: { attributes: { body: rich("v2"), format: "rich2" } } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<Draft>()).toMatchObject({
      draftID: draft.draftID,
      recordType: "comment",
      parentRecordID: openThread,
      updateUserID: t.userIDs.alice,
      attributes: { body: rich("v2") },
    });
    expect(patched.json<Draft>().dateUpdated).not.toBeNull();

    const stranger = await t.call("bob", { method: "PATCH", url: `/drafts/${draft.draftID}`, body: { attributes: { body: rich("mine now") } } });
    expect(stranger.statusCode).toBe(404);
    const emptied = await t.call("alice", { method: "PATCH", url: `/drafts/${draft.draftID}`, body: { attributes: { body: "" } } });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().errors).toHaveProperty("body");
    const moved = await t.call("alice", { method: "PATCH", url: `/drafts/${draft.draftID}`, body: { parentRecordID: closedThread } });
    expect(moved.statusCode).toBe(403);
    expect(JSON.parse(JSON.stringify((await storedDraft(draft.draftID)).attributes))).toMatchObject({ body: rich("v2") });
    expect((await storedDraft(draft.draftID)).parentRecordID).toBe(openThread);
  });

  it("deletes the author's draft only", async () => {
    const draft = await create("alice", commentDraft(openThread));
    expect((await t.call("bob", { method: "DELETE", url: `/drafts/${draft.draftID}` })).statusCode).toBe(404);
    expect((await t.call("guest", { method: "DELETE", url: `/drafts/${draft.draftID}` })).statusCode).toBe(403);
    expect(await storedDraft(draft.draftID)).toBeDefined();
    expect((await t.call("alice", { method: "DELETE", url: `/drafts/${draft.draftID}` })).statusCode).toBe(204);
    expect((await t.call("alice", { url: `/drafts/${draft.draftID}` })).statusCode).toBe(404);
    expect((await t.call("alice", { method: "DELETE", url: `/drafts/${draft.draftID}` })).statusCode).toBe(404);
  });
});

describe("scheduling", () => {
  it("schedules a complete new discussion draft for a future date, and cancels it", async () => {
    const draft = await create("member", discussionDraft(general, "Scheduled news"));
    const when = new Date(Date.now() + 2 * hour).toISOString();
    const scheduled = await t.call("member", {
      method: "PATCH",
      url: `/drafts/schedule/${draft.draftID}`,
      body: { dateScheduled: when, publishedSilently: true },
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json<Draft>()).toMatchObject({ draftStatus: "scheduled", dateScheduled: when, attributes: { draftMeta: { publishedSilently: true } } });
    expect((await t.call("member", { url: "/drafts", query: { draftStatus: "scheduled" } })).json<Draft[]>().map((d) => d.draftID)).toContain(draft.draftID);

    const cancelled = await t.call("member", { method: "PATCH", url: `/drafts/cancel-schedule/${draft.draftID}` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Draft>()).toMatchObject({ draftStatus: "draft", dateScheduled: null });
  });

  it("refuses what cannot be scheduled (422 naming the fields) and others' drafts (404), changing nothing", async () => {
    const future = new Date(Date.now() + hour).toISOString();
    const incomplete = await create("member", { recordType: "discussion", attributes: { body: "" } });
    const missing = await t.call("member", { method: "PATCH", url: `/drafts/schedule/${incomplete.draftID}`, body: { dateScheduled: future } });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(["body", "categoryID", "name"]);

    const complete = await create("member", discussionDraft(general, "Ready"));
    const past = await t.call("member", {
      method: "PATCH",
      url: `/drafts/schedule/${complete.draftID}`,
      body: { dateScheduled: new Date(Date.now() - 1000).toISOString() },
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.dateScheduled[0].message).toBe("The scheduled date must be in the future.");
    const notADate = await t.call("member", { method: "PATCH", url: `/drafts/schedule/${complete.draftID}`, body: { dateScheduled: "tomorrow" } });
    expect(notADate.json().errors).toHaveProperty("dateScheduled");

    const comment = await create("member", commentDraft(openThread));
    const commentSchedule = await t.call("member", { method: "PATCH", url: `/drafts/schedule/${comment.draftID}`, body: { dateScheduled: future } });
    expect(commentSchedule.json().errors).toHaveProperty("recordType");

    expect((await t.call("bob", { method: "PATCH", url: `/drafts/schedule/${complete.draftID}`, body: { dateScheduled: future } })).statusCode).toBe(404);
    expect((await t.call("bob", { method: "PATCH", url: `/drafts/cancel-schedule/${complete.draftID}` })).statusCode).toBe(404);
    for (const id of [incomplete.draftID, complete.draftID, comment.draftID]) {
      expect(await storedDraft(id)).toMatchObject({ draftStatus: "draft", dateScheduled: null });
    }
  });

  it("keeps a scheduled draft publishable when it is edited", async () => {
    const draft = await create("member", discussionDraft(general, "Keep me whole"));
    await t.call("member", {
      method: "PATCH",
      url: `/drafts/schedule/${draft.draftID}`,
      body: { dateScheduled: new Date(Date.now() + 3 * hour).toISOString() },
    });
    const untitled = await t.call("member", {
      method: "PATCH",
      url: `/drafts/${draft.draftID}`,
      body: { attributes: { body: rich("new body"), draftMeta: { categoryID: general } } },
    });
    expect(untitled.statusCode).toBe(422);
    expect(untitled.json().errors).toHaveProperty("name");
    await t.call("member", { method: "PATCH", url: `/drafts/cancel-schedule/${draft.draftID}` });
  });
});

describe("publishDueDrafts", () => {
  it("publishes a due draft as its author, in its category, and deletes the draft", async () => {
    const tag = await t.forum.selectFrom("tags").select("tagID").where("name", "=", "Meta").executeTakeFirstOrThrow();
    const draft = await create("member", {
      ...discussionDraft(general, "Published on time", rich("Scheduled body")),
      attributes: {
        body: rich("Scheduled body"),
        draftMeta: { name: "Published on time", categoryID: general, tagIDs: [tag.tagID], newTagNames: ["Scheduled Tag"] },
      },
    });
    const due = new Date(Date.now() + hour);
    await t.call("member", { method: "PATCH", url: `/drafts/schedule/${draft.draftID}`, body: { dateScheduled: due.toISOString() } });

    expect(await publishDueDrafts(t.app.quorum, new Date(due.getTime() - 1000))).toEqual([]);
    const outcomes = await publishDueDrafts(t.app.quorum, new Date(due.getTime() + 1000));
    const published = outcomes.find((o) => o.draftID === draft.draftID);
    expect(published).toMatchObject({ discussionID: expect.any(Number) });
    const discussionID = (published as { discussionID: number }).discussionID;
    const discussion = (await t.call("member", { url: `/discussions/${discussionID}` })).json<ForumDiscussion>();
    expect(discussion).toMatchObject({ name: "Published on time", categoryID: general, insertUserID: t.userIDs.member });
    expect(discussion.body).toContain("Scheduled body");
    expect(discussion.tags?.map((x) => x.name).sort()).toEqual(["Meta", "Scheduled Tag"]);
    expect((await t.call("member", { url: `/drafts/${draft.draftID}` })).statusCode).toBe(404);
  });

  it("posts nothing for a claimed draft that was deleted, or claimed again elsewhere, before its post was written", async () => {
    const countDiscussions = async () =>
      Number(
        (
          await t.forum
            .selectFrom("discussions")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const draft = await create("member", discussionDraft(general, "Claimed twice"));
    const due = new Date(Date.now() + hour);
    await t.call("member", { method: "PATCH", url: `/drafts/schedule/${draft.draftID}`, body: { dateScheduled: due.toISOString() } });
    const before = await countDiscussions();
    // This process claimed it; then its claim ran out and another process claimed it anew.
    const claimed = await t.forum
      .updateTable("drafts")
      .set({ publishClaimedUntil: new Date(due.getTime() + 60_000) })
      .where("draftID", "=", draft.draftID)
      .returningAll()
      .executeTakeFirstOrThrow();
    await t.forum
      .updateTable("drafts")
      .set({ publishClaimedUntil: new Date(due.getTime() + 120_000) })
      .where("draftID", "=", draft.draftID)
      .execute();

    const outcome = await publishDraft(t.app.quorum, claimed, new Date(due.getTime() + 1000));
    expect(outcome).toEqual({ draftID: draft.draftID, failedReason: "The draft was deleted or taken by another process before it was published." });
    expect(await countDiscussions()).toBe(before);
    // The other process's claim is untouched: the draft waits for it, still scheduled.
    expect(await storedDraft(draft.draftID)).toMatchObject({ draftStatus: "scheduled" });

    // Deleted by its author while claimed: nothing is posted either.
    await t.call("member", { method: "DELETE", url: `/drafts/${draft.draftID}` });
    expect(await publishDraft(t.app.quorum, claimed, new Date(due.getTime() + 1000))).toMatchObject({ draftID: draft.draftID });
    expect(await countDiscussions()).toBe(before);
  });

  it("marks the draft failed, with the reason, when its author may no longer post there", async () => {
    const draft = await create("alice", discussionDraft(general, "Will fail"));
    const due = new Date(Date.now() + hour);
    await t.call("alice", { method: "PATCH", url: `/drafts/schedule/${draft.draftID}`, body: { dateScheduled: due.toISOString() } });
    // The category became one Alice cannot post in (as if its permissions changed).
    const attributes = (await storedDraft(draft.draftID)).attributes as { draftMeta: Record<string, unknown> };
    await t.forum
      .updateTable("drafts")
      .set({ parentRecordID: staffLounge, attributes: JSON.stringify({ ...attributes, draftMeta: { ...attributes.draftMeta, categoryID: staffLounge } }) })
      .where("draftID", "=", draft.draftID)
      .execute();
    const before = Number(
      (
        await t.forum
          .selectFrom("discussions")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

    const outcomes = await publishDueDrafts(t.app.quorum, new Date(due.getTime() + 1000));
    // The Staff Lounge is hidden from Alice: to her it is a category that does not exist.
    expect(outcomes.find((o) => o.draftID === draft.draftID)).toEqual({ draftID: draft.draftID, failedReason: "Validation failed. Category not found." });
    const failed = (await t.call("alice", { url: `/drafts/${draft.draftID}` })).json<Draft>();
    expect(failed).toMatchObject({ draftStatus: "error", attributes: { failedReason: "Validation failed. Category not found." } });
    expect(
      Number(
        (
          await t.forum
            .selectFrom("discussions")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(before);
    // Not retried: it waits for its author.
    expect(await publishDueDrafts(t.app.quorum, new Date(due.getTime() + 2 * hour))).toEqual([]);

    const reset = (await t.call("alice", { method: "PATCH", url: `/drafts/cancel-schedule/${draft.draftID}` })).json<Draft>();
    expect(reset.draftStatus).toBe("draft");
    expect(reset.attributes).not.toHaveProperty("failedReason");
  });
});
