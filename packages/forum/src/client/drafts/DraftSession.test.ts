import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DraftSession } from "./DraftSession";
import { DRAFT_STORE_KEY, DraftStore } from "./DraftStore";
import type { DraftTarget } from "./DraftTarget";
import type { LocalDraft } from "./LocalDraft";
import { aDraft, draftsTestApi } from "./testing/draftsTestApi";

const COMMENT: DraftTarget = { recordType: "comment", parentRecordType: "discussion", parentRecordID: 7 };
const DISCUSSION: DraftTarget = { recordType: "discussion", parentRecordType: "category", parentRecordID: 3 };

function stored(): Record<string, LocalDraft> {
  return JSON.parse(localStorage.getItem(DRAFT_STORE_KEY) ?? "{}") as Record<string, LocalDraft>;
}

function storedBodies(): Record<string, string> {
  return Object.fromEntries(Object.entries(stored()).map(([key, draft]) => [key, draft.attributes.body]));
}

function session(api: ReturnType<typeof draftsTestApi>, target: DraftTarget, autosave = true): DraftSession {
  return new DraftSession(target, { api: api.client, store: new DraftStore(), autosave });
}

/** Lets answered requests settle (promises), moving the clock by `ms`. */
const advance = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: new Date("2026-11-21T12:00:00.000Z") });
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("DraftSession: the local copy and the autosave", () => {
  it("writes the local copy at once, then at most once a second, and saves to the server 5 s after the last change", async () => {
    const api = draftsTestApi();
    const draft = session(api, COMMENT);
    await draft.load();
    expect(api.calls()).toEqual(["GET /drafts"]);

    draft.update({ body: "H", format: "text" });
    expect(storedBodies()).toEqual({ "comment:discussion:7": "H" });
    await advance(300);
    draft.update({ body: "He", format: "text" });
    await advance(300);
    draft.update({ body: "Hel", format: "text" });
    // Still inside the throttle's second: the local copy waits.
    expect(storedBodies()).toEqual({ "comment:discussion:7": "H" });
    await advance(400);
    expect(storedBodies()).toEqual({ "comment:discussion:7": "Hel" });
    expect(draft.getSnapshot()).toMatchObject({ status: "unsaved", hasUnsavedChanges: true, draftID: null });

    // 5 s after the last change (at 600 ms), not before.
    await advance(5000 - 400 - 1);
    expect(api.calls()).toEqual(["GET /drafts"]);
    await advance(1);
    expect(api.calls()).toEqual(["GET /drafts", "POST /drafts"]);
    expect(api.requests.at(-1)?.body).toMatchObject({
      recordType: "comment",
      parentRecordType: "discussion",
      parentRecordID: 7,
      attributes: { body: "Hel", format: "text", lastSaved: "2026-11-21T12:00:00.600Z" },
    });
    // Re-keyed to the server's id once it exists.
    expect(storedBodies()).toEqual({ "1": "Hel" });
    expect(stored()["1"]?.draftID).toBe(1);
    expect(draft.getSnapshot()).toMatchObject({ status: "saved", hasUnsavedChanges: false, draftID: 1 });

    draft.update({ body: "Hello", format: "text" });
    await advance(5000);
    expect(api.calls()).toEqual(["GET /drafts", "POST /drafts", "PATCH /drafts/1"]);
    expect(api.drafts.get(1)?.attributes.body).toBe("Hello");
    expect(storedBodies()).toEqual({ "1": "Hello" });
  });

  it("waits for a pause: changes every 3 s make one save, 5 s after the last", async () => {
    const api = draftsTestApi();
    const draft = session(api, DISCUSSION);
    await draft.load();
    for (const name of ["A", "A t", "A ti", "A title"]) {
      draft.update({ name, body: "", format: "text" });
      await advance(3000);
    }
    expect(api.calls()).toEqual([]);
    await advance(2000);
    expect(api.calls()).toEqual(["POST /drafts"]);
    expect(api.requests.at(-1)?.body).toMatchObject({
      recordType: "discussion",
      parentRecordType: "category",
      parentRecordID: 3,
      attributes: { name: "A title", draftMeta: { name: "A title", categoryID: 3 } },
    });
  });

  it("keeps only the local copy while autosave is off, and saves on demand", async () => {
    const api = draftsTestApi();
    const draft = session(api, COMMENT, false);
    await draft.load();
    draft.update({ body: "Offline thoughts", format: "text" });
    await advance(60_000);
    expect(api.calls()).toEqual(["GET /drafts"]);
    expect(storedBodies()).toEqual({ "comment:discussion:7": "Offline thoughts" });
    await draft.save();
    expect(api.calls()).toEqual(["GET /drafts", "POST /drafts"]);
  });

  it("never saves a comment with no body, and deletes both copies of one emptied", async () => {
    const api = draftsTestApi();
    const draft = session(api, COMMENT);
    await draft.load();
    draft.update({ body: "   \n ", format: "text" });
    draft.update({ body: JSON.stringify([{ type: "p", children: [{ text: " " }] }]), format: "rich2" });
    await advance(10_000);
    expect(api.calls()).toEqual(["GET /drafts"]);
    expect(localStorage.getItem(DRAFT_STORE_KEY)).toBeNull();

    draft.update({ body: "Something", format: "text" });
    await advance(5000);
    expect(api.drafts.size).toBe(1);
    draft.update({ body: "", format: "text" });
    await advance(5000);
    expect(api.calls()).toEqual(["GET /drafts", "POST /drafts", "DELETE /drafts/1"]);
    expect(api.drafts.size).toBe(0);
    expect(localStorage.getItem(DRAFT_STORE_KEY)).toBeNull();
  });

  it("keeps what the throttle held back when the form goes away", async () => {
    const api = draftsTestApi();
    const draft = session(api, COMMENT);
    await draft.load();
    draft.update({ body: "a", format: "text" });
    draft.update({ body: "ab", format: "text" });
    expect(storedBodies()).toEqual({ "comment:discussion:7": "a" });
    draft.dispose();
    expect(storedBodies()).toEqual({ "comment:discussion:7": "ab" });
    await advance(10_000);
    expect(api.calls()).toEqual(["GET /drafts"]);
  });
});

describe("DraftSession: loading, newer copy wins", () => {
  const localCopy = (overrides: Partial<LocalDraft> & { body: string; lastSaved: string }): LocalDraft => ({
    draftID: null,
    formKey: "comment:discussion:7",
    recordType: "comment",
    recordID: null,
    parentRecordType: "discussion",
    parentRecordID: 7,
    draftStatus: "draft",
    dateScheduled: null,
    attributes: { body: overrides.body, format: "text", lastSaved: overrides.lastSaved },
    ...overrides,
  });

  it("restores the server copy when it is newer, and keeps it locally", async () => {
    const api = draftsTestApi([aDraft({ draftID: 4, attributes: { body: "Server text", format: "text", lastSaved: "2026-11-21T11:00:00.000Z" } })]);
    localStorage.setItem(DRAFT_STORE_KEY, JSON.stringify({ "4": localCopy({ draftID: 4, body: "Old local text", lastSaved: "2026-11-21T10:00:00.000Z" }) }));
    const draft = session(api, COMMENT);
    await draft.load();
    await advance(10_000);
    expect(draft.getSnapshot()).toMatchObject({ status: "saved", draftID: 4, hasUnsavedChanges: false });
    expect(draft.getSnapshot().restored?.attributes.body).toBe("Server text");
    expect(storedBodies()).toEqual({ "4": "Server text" });
    expect(api.calls()).toEqual(["GET /drafts/4"]);
  });

  it("pushes the local copy up when it is newer than the server's", async () => {
    const api = draftsTestApi([aDraft({ draftID: 4, attributes: { body: "Server text", format: "text", lastSaved: "2026-11-21T09:00:00.000Z" } })]);
    localStorage.setItem(DRAFT_STORE_KEY, JSON.stringify({ "4": localCopy({ draftID: 4, body: "Newer local text", lastSaved: "2026-11-21T10:00:00.000Z" }) }));
    const draft = session(api, COMMENT);
    await draft.load();
    await advance();
    expect(draft.getSnapshot().restored?.attributes.body).toBe("Newer local text");
    expect(api.calls()).toEqual(["GET /drafts/4", "PATCH /drafts/4"]);
    expect(api.drafts.get(4)?.attributes.body).toBe("Newer local text");
    expect(draft.getSnapshot()).toMatchObject({ status: "saved", draftID: 4 });
  });

  it("finds a comment's draft on the server when this browser has none (another device)", async () => {
    const api = draftsTestApi([aDraft({ draftID: 9, parentRecordID: 8 }), aDraft({ draftID: 6, attributes: { body: "Written elsewhere", format: "text" } })]);
    const draft = session(api, COMMENT);
    await draft.load();
    expect(api.requests[0]?.url.search).toBe("?recordType=comment&parentRecordType=discussion&parentRecordID=7&draftStatus=draft&limit=20");
    expect(draft.getSnapshot()).toMatchObject({ draftID: 6, restored: { attributes: { body: "Written elsewhere" } } });
  });

  it("pushes a local copy the server never got up as a new draft", async () => {
    const api = draftsTestApi();
    localStorage.setItem(
      DRAFT_STORE_KEY,
      JSON.stringify({ "comment:discussion:7": localCopy({ body: "Typed before a crash", lastSaved: "2026-11-21T10:00:00.000Z" }) }),
    );
    const draft = session(api, COMMENT);
    await draft.load();
    await advance();
    expect(api.calls()).toEqual(["GET /drafts", "POST /drafts"]);
    expect(api.drafts.get(1)?.attributes.body).toBe("Typed before a crash");
    expect(storedBodies()).toEqual({ "1": "Typed before a crash" });
  });

  it("pushes the local copy up as a new draft when fetching its server copy fails (logged only)", async () => {
    const api = draftsTestApi();
    localStorage.setItem(DRAFT_STORE_KEY, JSON.stringify({ "12": localCopy({ draftID: 12, body: "Kept locally", lastSaved: "2026-11-21T10:00:00.000Z" }) }));
    const draft = session(api, COMMENT);
    await draft.load();
    await advance();
    expect(api.calls()).toEqual(["GET /drafts/12", "POST /drafts"]);
    expect(storedBodies()).toEqual({ "1": "Kept locally" });
    expect(draft.getSnapshot().draftID).toBe(1);
    expect(console.warn).toHaveBeenCalledWith("Quorum drafts: failed fetching the draft.", expect.anything());
  });

  it("clears the id of a draft that cannot be fetched when there is no local copy", async () => {
    const api = draftsTestApi();
    const draft = session(api, { ...DISCUSSION, draftID: 12 });
    await draft.load();
    expect(draft.getSnapshot()).toMatchObject({ status: "empty", draftID: null, restored: null });
    draft.update({ name: "Fresh", body: "", format: "text" });
    await advance(5000);
    expect(api.calls()).toEqual(["GET /drafts/12", "POST /drafts"]);
  });

  it("keeps what was typed while loading, over the server copy, and saves it onto that draft", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = draftsTestApi([aDraft({ draftID: 5 })], {
      "GET /api/v2/drafts": async () => {
        await held;
        return { status: 200, body: [aDraft({ draftID: 5 })] };
      },
    });
    const draft = session(api, COMMENT);
    const loading = draft.load();
    draft.update({ body: "Quick typist", format: "text" });
    release();
    await loading;
    await advance(5000);
    expect(draft.getSnapshot().restored).toBeNull();
    expect(api.calls()).toEqual(["GET /drafts", "PATCH /drafts/5"]);
    expect(api.drafts.get(5)?.attributes.body).toBe("Quick typist");
  });
});

describe("DraftSession: removing and scheduling", () => {
  it("removes the local and the server copy", async () => {
    const api = draftsTestApi();
    const draft = session(api, COMMENT);
    await draft.load();
    draft.update({ body: "To be posted", format: "text" });
    await advance(5000);
    expect(api.drafts.size).toBe(1);
    await draft.remove();
    expect(api.calls()).toEqual(["GET /drafts", "POST /drafts", "DELETE /drafts/1"]);
    expect(api.drafts.size).toBe(0);
    expect(localStorage.getItem(DRAFT_STORE_KEY)).toBeNull();
    expect(draft.getSnapshot()).toMatchObject({ status: "empty", draftID: null, hasUnsavedChanges: false });
    await advance(10_000);
    expect(api.calls()).toHaveLength(3);
  });

  it("deletes a copy that was still being created when the draft was removed", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = draftsTestApi([], {
      "POST /api/v2/drafts": async () => {
        await held;
        return { status: 201, body: aDraft({ draftID: 3 }) };
      },
      "DELETE /api/v2/drafts/3": () => ({ status: 204 }),
    });
    const draft = session(slow, COMMENT);
    await draft.load();
    draft.update({ body: "Posting now", format: "text" });
    await advance(5000);
    const removing = draft.remove();
    release();
    await removing;
    await advance();
    expect(slow.calls()).toEqual(["GET /drafts", "POST /drafts", "DELETE /drafts/3"]);
    expect(localStorage.getItem(DRAFT_STORE_KEY)).toBeNull();
  });

  it("saves, then schedules (PATCH /drafts/schedule/{id}), and cancels the schedule", async () => {
    const api = draftsTestApi();
    const draft = session(api, DISCUSSION);
    await draft.load();
    draft.update({ name: "Launch day", body: "We are live", format: "text" });
    const scheduled = await draft.schedule("2026-12-01T09:00:00.000Z");
    expect(scheduled.draftStatus).toBe("scheduled");
    expect(api.calls()).toEqual(["POST /drafts", "PATCH /drafts/schedule/1"]);
    expect(api.requests.at(-1)?.body).toEqual({ dateScheduled: "2026-12-01T09:00:00.000Z" });
    expect(draft.getSnapshot()).toMatchObject({ draftStatus: "scheduled", dateScheduled: "2026-12-01T09:00:00.000Z" });
    expect(stored()["1"]).toMatchObject({ draftStatus: "scheduled", dateScheduled: "2026-12-01T09:00:00.000Z" });
    // The pending autosave was part of the schedule's save.
    await advance(10_000);
    expect(api.calls()).toEqual(["POST /drafts", "PATCH /drafts/schedule/1"]);

    await draft.cancelSchedule();
    expect(api.calls()).toEqual(["POST /drafts", "PATCH /drafts/schedule/1", "PATCH /drafts/cancel-schedule/1"]);
    expect(draft.getSnapshot()).toMatchObject({ draftStatus: "draft", dateScheduled: null });
  });

  it("rejects a schedule with the API's error", async () => {
    const api = draftsTestApi([], {
      "PATCH /api/v2/drafts/schedule/1": () => ({
        status: 422,
        body: {
          message: "Validation failed.",
          status: 422,
          errors: { categoryID: [{ message: "Category is required.", code: "missingField", field: "categoryID" }] },
        },
      }),
    });
    const draft = session(api, { recordType: "discussion", parentRecordType: null, parentRecordID: null });
    await draft.load();
    draft.update({ name: "No category", body: "Body", format: "text" });
    await expect(draft.schedule("2026-12-01T09:00:00.000Z")).rejects.toMatchObject({ status: 422 });
    expect(draft.getSnapshot().draftStatus).toBe("draft");
  });
});
