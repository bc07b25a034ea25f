import type { Draft, DraftPost } from "@quorum/api";
import { testApi } from "@quorum/core/testing";
import type { TestApiRequest, TestApiRoute } from "@quorum/core/testing";

/** Ids the fake server answers for (`testApi` routes are exact paths). */
const IDS = 30;

export interface DraftsTestApi extends ReturnType<typeof testApi> {
  /** The server's drafts by id. */
  drafts: Map<number, Draft>;
  /** "METHOD /path" of every draft request, in order. */
  calls(): string[];
}

/**
 * `/drafts` as the server answers it, kept in memory, over core's `testApi`: POST gives ids from
 * 1 (or after the given drafts), PATCH replaces, DELETE removes, schedule and cancel set the
 * status. Comment drafts without a body are refused with 422, as the server does. `routes` adds
 * or overrides routes (a failing one, a held one).
 */
export function draftsTestApi(initial: Draft[] = [], routes: Record<string, TestApiRoute> = {}): DraftsTestApi {
  const drafts = new Map(initial.map((draft) => [draft.draftID, draft]));
  let nextID = Math.max(0, ...initial.map((draft) => draft.draftID)) + 1;
  const all: Record<string, TestApiRoute> = {
    "GET /api/v2/drafts": (request) => ({ status: 200, body: list(drafts, request) }),
    "POST /api/v2/drafts": (request) => {
      const input = request.body as DraftPost;
      if (input.recordType === "comment" && !input.attributes.body?.trim()) return missingBody();
      const draft = toDraft(nextID++, input);
      drafts.set(draft.draftID, draft);
      return { status: 201, body: draft };
    },
  };
  for (let id = 1; id <= IDS; id++) {
    const path = `/api/v2/drafts/${id}`;
    const found = () => drafts.get(id);
    all[`GET ${path}`] = () => answer(found());
    all[`PATCH ${path}`] = (request) => {
      const draft = found();
      if (!draft) return answer(undefined);
      const input = request.body as DraftPost;
      const updated = { ...toDraft(id, { ...draft, ...input }), draftStatus: draft.draftStatus, dateScheduled: draft.dateScheduled };
      drafts.set(id, updated);
      return { status: 200, body: updated };
    };
    all[`DELETE ${path}`] = () => (drafts.delete(id) ? { status: 204 } : answer(undefined));
    all[`PATCH /api/v2/drafts/schedule/${id}`] = (request) => setStatus(id, "scheduled", (request.body as { dateScheduled: string }).dateScheduled);
    all[`PATCH /api/v2/drafts/cancel-schedule/${id}`] = () => setStatus(id, "draft", null);
  }
  const api = testApi({ ...all, ...routes });

  function setStatus(id: number, draftStatus: Draft["draftStatus"], dateScheduled: string | null) {
    const draft = drafts.get(id);
    if (!draft) return answer(undefined);
    const updated = { ...draft, draftStatus, dateScheduled };
    drafts.set(id, updated);
    return { status: 200, body: updated };
  }

  return {
    ...api,
    drafts,
    calls: () =>
      api.requests.filter((request) => request.path.startsWith("/api/v2/drafts")).map((request) => `${request.method} ${request.path.replace("/api/v2", "")}`),
  };
}

/** A server draft, for tests to start from. */
export function aDraft(overrides: Partial<Draft> & Pick<Draft, "draftID">): Draft {
  return {
    recordType: "comment",
    recordID: null,
    parentRecordType: "discussion",
    parentRecordID: 7,
    draftStatus: "draft",
    dateScheduled: null,
    attributes: { body: "From the server", format: "text", lastSaved: "2026-11-20T10:00:00.000Z" },
    insertUserID: 2,
    dateInserted: "2026-11-20T10:00:00.000Z",
    updateUserID: null,
    dateUpdated: null,
    ...overrides,
  };
}

function toDraft(draftID: number, input: DraftPost): Draft {
  return aDraft({
    draftID,
    recordType: input.recordType,
    recordID: input.recordID ?? null,
    parentRecordType: input.parentRecordType ?? null,
    parentRecordID: input.parentRecordID ?? null,
    attributes: { body: input.attributes.body ?? "", format: input.attributes.format ?? "rich2", ...input.attributes },
  });
}

function list(drafts: Map<number, Draft>, request: TestApiRequest): Draft[] {
  const query = request.url.searchParams;
  return [...drafts.values()].filter((draft) =>
    (["recordType", "parentRecordType", "parentRecordID", "draftStatus"] as const).every((field) => {
      const wanted = query.get(field);
      return wanted === null || String(draft[field]) === wanted;
    }),
  );
}

function answer(draft: Draft | undefined) {
  return draft ? { status: 200, body: draft } : { status: 404, body: { message: "Draft not found.", status: 404 } };
}

function missingBody() {
  return {
    status: 422,
    body: { message: "Validation failed.", status: 422, errors: { body: [{ message: "Body is required.", code: "missingField", field: "body" }] } },
  };
}
