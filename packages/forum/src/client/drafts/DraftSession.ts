import type { ApiClient } from "@quorum/core";
import { ApiError } from "@quorum/core";
import type { DiscussionDraftMeta, Draft, DraftPost, DraftStatus } from "@quorum/api";
import { DRAFT_TIMINGS } from "./DRAFT_TIMINGS";
import type { DraftStore } from "./DraftStore";
import type { DraftContent, DraftTarget } from "./DraftTarget";
import { draftFormKey } from "./draftFormKey";
import { isBlankDraftBody } from "./isBlankDraftBody";
import { isNewerDraft } from "./isNewerDraft";
import type { LocalDraft } from "./LocalDraft";
import { logDraftError } from "./logDraftError";

/** Where the draft is: still loading, nothing written, changes not on the server yet, being saved, saved, or the last save failed. */
export type DraftSaveStatus = "loading" | "empty" | "unsaved" | "saving" | "saved" | "error";

/** What a form sees of its draft. A new object on every change (for `useSyncExternalStore`). */
export interface DraftSnapshot {
  status: DraftSaveStatus;
  draftID: number | null;
  draftStatus: DraftStatus;
  dateScheduled: string | null;
  /** The draft found while loading, to fill the form with; null when there was none (or the user typed first). */
  restored: LocalDraft | null;
  /** Changes the server has no copy of yet. */
  hasUnsavedChanges: boolean;
}

export interface DraftSessionOptions {
  api: ApiClient;
  store: DraftStore;
  /** Save to the server after 5 s without change (spec §4); on by default. */
  autosave?: boolean;
  now?: () => number;
}

/**
 * The life of one form's draft (spec §4): every change updates the local copy (at most once a
 * second, leading edge) and, 5 s after the last change, the server copy (POST, then PATCH). The
 * local entry moves to the server id's key once there is one. On load the newer of the local and
 * server copies wins, and a local copy the server lacks is pushed up. Removing deletes both. A
 * comment with no body is no draft: it is not saved, and emptying one deletes it. Background
 * failures are logged only (spec §8).
 */
export class DraftSession {
  private readonly formKey: string;
  private key: string;
  private draftID: number | null;
  private draftStatus: DraftStatus = "draft";
  private dateScheduled: string | null = null;
  private current: LocalDraft | null = null;
  private revision = 0;
  private savedRevision = 0;
  private status: DraftSaveStatus = "loading";
  private restored: LocalDraft | null = null;
  private snapshot: DraftSnapshot;
  private readonly listeners = new Set<() => void>();
  private localTimer: ReturnType<typeof setTimeout> | null = null;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private lastLocalWrite = Number.NEGATIVE_INFINITY;
  private queue: Promise<unknown> = Promise.resolve();
  private loading: Promise<void> | null = null;
  /** Bumped by `remove`: a save that was in flight then no longer speaks for the form. */
  private generation = 0;
  private autosave: boolean;
  private readonly now: () => number;

  constructor(
    private readonly target: DraftTarget,
    private readonly options: DraftSessionOptions,
  ) {
    this.formKey = draftFormKey(target);
    this.draftID = target.draftID ?? null;
    this.key = this.draftID !== null ? String(this.draftID) : this.formKey;
    this.autosave = options.autosave ?? true;
    this.now = options.now ?? Date.now;
    this.snapshot = this.makeSnapshot();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): DraftSnapshot => this.snapshot;

  /** Finds the form's draft, here and on the server; once per session. */
  load(): Promise<void> {
    this.loading ??= this.loadCopies();
    return this.loading;
  }

  /** Records what the form holds now. Unchanged content is ignored, so an editor may report freely. */
  update(content: DraftContent): void {
    const next = this.localDraft(content);
    if (this.current && sameContent(this.current, next)) return;
    if (this.isBlank(next)) {
      // An editor reporting its empty start is no change; a draft emptied by the user is gone
      // (an empty comment is rejected as a draft anyway).
      if (this.current !== null) void this.remove();
      return;
    }
    this.current = next;
    this.revision++;
    this.writeLocalThrottled();
    if (this.autosave) this.restartAutosave();
    this.setStatus("unsaved");
  }

  /** Turns autosave on or off (spec §4 "Autosave can be disabled or enabled"). */
  setAutosave(on: boolean): void {
    this.autosave = on;
    if (!on) this.clearSaveTimer();
    else if (this.hasUnsavedChanges()) this.restartAutosave();
  }

  /** Saves the server copy now (before scheduling, or from a Save Draft button). Rejects with the API's error. */
  save(): Promise<void> {
    this.clearSaveTimer();
    return this.enqueue(() => this.persist());
  }

  /** Deletes the local and the server copy (after posting, or on Discard). */
  async remove(): Promise<void> {
    this.clearTimers();
    // A save in flight is disowned: the copy it may be creating is deleted when it answers.
    this.generation++;
    const draftID = this.draftID;
    this.options.store.delete(this.key, this.formKey, ...(draftID !== null ? [String(draftID)] : []));
    this.reset();
    if (draftID !== null) await this.deleteServerCopy(draftID);
  }

  /** Saves the draft, then asks the server to publish it at `dateScheduled` (ISO). Rejects with the API's error. */
  async schedule(dateScheduled: string, publishedSilently?: boolean): Promise<Draft> {
    await this.save();
    const draftID = this.draftID;
    if (draftID === null) throw new Error("There is no draft to schedule.");
    const body = { dateScheduled, ...(publishedSilently !== undefined ? { publishedSilently } : {}) };
    return this.applyServerState((await this.options.api.patch<Draft>(`/drafts/schedule/${draftID}`, body)).data);
  }

  /** Back to a plain draft. Rejects with the API's error. */
  async cancelSchedule(): Promise<Draft> {
    await this.queue;
    if (this.draftID === null) throw new Error("There is no draft to cancel.");
    return this.applyServerState((await this.options.api.patch<Draft>(`/drafts/cancel-schedule/${this.draftID}`)).data);
  }

  /** Writes what the throttle still holds back to the local copy now (the page is going away). */
  flushLocal(): void {
    if (this.localTimer !== null) this.writeLocal();
  }

  /** Stops the timers, first writing the local copy so the last second of typing is kept. */
  dispose(): void {
    this.flushLocal();
    this.clearTimers();
  }

  private async loadCopies(): Promise<void> {
    const { api, store } = this.options;
    let local = this.draftID !== null ? store.get(String(this.draftID)) : store.findByForm(this.formKey)?.[1];
    let localKey = local ? (this.draftID !== null ? String(this.draftID) : (store.findByForm(this.formKey)?.[0] ?? this.formKey)) : null;
    let server: Draft | null = null;
    const serverID = this.draftID ?? local?.draftID ?? null;
    if (serverID !== null) {
      try {
        server = (await api.get<Draft>(`/drafts/${serverID}`)).data;
      } catch (error) {
        logDraftError("fetching the draft", error);
        // Spec §8: the local copy is pushed up as a new draft, or the id is cleared.
        this.draftID = null;
        if (local && localKey !== null) {
          local = { ...local, draftID: null };
          store.rekey(localKey, this.formKey, local);
          localKey = this.formKey;
        }
      }
    } else if (this.target.recordType === "comment" && this.target.parentRecordID !== null) {
      server = await this.findCommentDraft();
    }

    if (this.revision > 0) {
      // Typed before loading ended: what was typed is newest; it goes to the server copy.
      this.useServerID(server?.draftID ?? local?.draftID ?? null, localKey);
    } else if (server && !(local && isNewerDraft(local.attributes, server.attributes))) {
      if (localKey !== null && localKey !== String(server.draftID)) store.delete(localKey);
      this.adopt(fromServer(server, this.formKey, local?.formKey), String(server.draftID), false);
      store.set(this.key, this.current as LocalDraft);
    } else if (local) {
      this.useServerID(server?.draftID ?? local.draftID, localKey);
      this.adopt({ ...local, draftID: this.draftID }, this.key, true);
    }
    this.setStatus(this.current === null ? "empty" : this.hasUnsavedChanges() ? "unsaved" : "saved");
    // A local copy newer than the server's (or one the server never got) is pushed up now.
    if (this.hasUnsavedChanges() && this.autosave) this.enqueue(() => this.persist()).catch((error: unknown) => logDraftError("saving the draft", error));
  }

  private async findCommentDraft(): Promise<Draft | null> {
    try {
      const params = { recordType: "comment", parentRecordType: "discussion", parentRecordID: this.target.parentRecordID, draftStatus: "draft", limit: 20 };
      const drafts = (await this.options.api.get<Draft[]>("/drafts", { params })).data;
      return drafts.find((draft) => draft.recordID === (this.target.recordID ?? null)) ?? null;
    } catch (error) {
      logDraftError("fetching the draft", error);
      return null;
    }
  }

  /** Makes `draft` the form's content, as restored (`unsaved`: the server lacks it). */
  private adopt(draft: LocalDraft, key: string, unsaved: boolean): void {
    this.key = key;
    this.draftID = draft.draftID;
    this.draftStatus = draft.draftStatus;
    this.dateScheduled = draft.dateScheduled;
    this.current = draft;
    this.restored = draft;
    this.revision = 1;
    this.savedRevision = unsaved ? 0 : 1;
  }

  private useServerID(draftID: number | null, localKey: string | null): void {
    this.draftID = draftID;
    const key = draftID !== null ? String(draftID) : this.formKey;
    const entry = localKey !== null ? this.options.store.get(localKey) : undefined;
    if (localKey !== null && entry && localKey !== key) this.options.store.rekey(localKey, key, { ...entry, draftID });
    this.key = key;
  }

  private async persist(): Promise<void> {
    const draft = this.current;
    const revision = this.revision;
    if (!draft || revision === this.savedRevision) return;
    const generation = this.generation;
    this.setStatus("saving");
    const { api } = this.options;
    try {
      const body = payloadOf(draft);
      if (this.draftID === null) {
        const created = (await api.post<Draft>("/drafts", body)).data;
        if (generation !== this.generation) return void (await this.deleteServerCopy(created.draftID));
        this.draftID = created.draftID;
        this.draftStatus = created.draftStatus;
        const from = this.key;
        this.key = String(created.draftID);
        // Re-keyed once the server id exists (spec §4), with the newest content.
        this.options.store.rekey(from, this.key, this.localCopy());
      } else {
        await api.patch<Draft>(`/drafts/${this.draftID}`, body);
        if (generation !== this.generation) return;
      }
      this.savedRevision = revision;
      this.setStatus(this.revision === revision ? "saved" : "unsaved");
    } catch (error) {
      if (generation !== this.generation) return;
      if (error instanceof ApiError && error.status === 404 && this.draftID !== null) {
        // Deleted elsewhere, or published by its schedule: the next save makes a new one.
        const from = this.key;
        this.draftID = null;
        this.key = this.formKey;
        this.options.store.rekey(from, this.key, this.localCopy());
      }
      this.setStatus("error");
      throw error;
    }
  }

  private applyServerState(draft: Draft): Draft {
    this.draftStatus = draft.draftStatus;
    this.dateScheduled = draft.dateScheduled;
    if (this.current) this.options.store.set(this.key, this.localCopy());
    this.emit();
    return draft;
  }

  private async deleteServerCopy(draftID: number): Promise<void> {
    try {
      await this.options.api.delete(`/drafts/${draftID}`);
    } catch (error) {
      logDraftError("deleting the draft", error);
    }
  }

  private reset(): void {
    this.draftID = null;
    this.key = this.formKey;
    this.current = null;
    this.restored = null;
    this.draftStatus = "draft";
    this.dateScheduled = null;
    this.revision = 0;
    this.savedRevision = 0;
    this.setStatus("empty");
  }

  private writeLocalThrottled(): void {
    if (this.localTimer !== null) return; // the trailing write will take the newest content
    const wait = this.lastLocalWrite + DRAFT_TIMINGS.localThrottle - this.now();
    if (wait <= 0) this.writeLocal();
    else
      this.localTimer = setTimeout(() => {
        this.localTimer = null;
        this.writeLocal();
      }, wait);
  }

  private writeLocal(): void {
    if (this.localTimer !== null) clearTimeout(this.localTimer);
    this.localTimer = null;
    this.lastLocalWrite = this.now();
    if (this.current) this.options.store.set(this.key, this.localCopy());
  }

  private restartAutosave(): void {
    this.clearSaveTimer();
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      this.enqueue(() => this.persist()).catch((error: unknown) => logDraftError("saving the draft", error));
    }, DRAFT_TIMINGS.autosaveDebounce);
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private localCopy(): LocalDraft {
    return { ...(this.current as LocalDraft), draftID: this.draftID, draftStatus: this.draftStatus, dateScheduled: this.dateScheduled };
  }

  private localDraft(content: DraftContent): LocalDraft {
    const { target } = this;
    const parentRecordID =
      target.recordType === "discussion" && content.parentRecordID !== undefined
        ? content.parentRecordID
        : (this.current?.parentRecordID ?? target.parentRecordID);
    // A discussion's title and category go in its draftMeta too: that is what a schedule posts from.
    const meta =
      target.recordType === "discussion"
        ? {
            ...(content.draftMeta as DiscussionDraftMeta | undefined),
            ...(content.name !== undefined ? { name: content.name } : {}),
            ...(parentRecordID !== null ? { categoryID: parentRecordID } : {}),
          }
        : content.draftMeta;
    return {
      draftID: this.draftID,
      formKey: this.current?.formKey ?? this.formKey,
      recordType: target.recordType,
      recordID: this.current?.recordID ?? target.recordID ?? null,
      parentRecordType: target.recordType === "comment" ? "discussion" : parentRecordID !== null ? "category" : null,
      parentRecordID,
      draftStatus: this.draftStatus,
      dateScheduled: this.dateScheduled,
      attributes: {
        body: content.body,
        format: content.format,
        lastSaved: new Date(this.now()).toISOString(),
        ...(content.name !== undefined ? { name: content.name } : {}),
        ...(meta ? { draftMeta: meta } : {}),
      },
    };
  }

  /** A comment needs a body (spec §5); a discussion draft is empty with neither title, body nor tags. */
  private isBlank(draft: LocalDraft): boolean {
    const { body, format, name, draftMeta } = draft.attributes;
    if (!isBlankDraftBody(body, format)) return false;
    if (draft.recordType === "comment") return true;
    const meta = (draftMeta ?? {}) as DiscussionDraftMeta;
    return (name ?? "").trim() === "" && !meta.tagIDs?.length && !meta.newTagNames?.length;
  }

  private hasUnsavedChanges(): boolean {
    return this.current !== null && this.revision !== this.savedRevision;
  }

  private clearSaveTimer(): void {
    if (this.saveTimer !== null) clearTimeout(this.saveTimer);
    this.saveTimer = null;
  }

  private clearTimers(): void {
    this.clearSaveTimer();
    if (this.localTimer !== null) clearTimeout(this.localTimer);
    this.localTimer = null;
  }

  private setStatus(status: DraftSaveStatus): void {
    this.status = status;
    this.emit();
  }

  private emit(): void {
    this.snapshot = this.makeSnapshot();
    for (const listener of this.listeners) listener();
  }

  private makeSnapshot(): DraftSnapshot {
    return {
      status: this.status,
      draftID: this.draftID,
      draftStatus: this.draftStatus,
      dateScheduled: this.dateScheduled,
      restored: this.restored,
      hasUnsavedChanges: this.hasUnsavedChanges(),
    };
  }
}

/** The request body of a draft (POST and PATCH: `attributes` replaces the stored ones whole). */
function payloadOf(draft: LocalDraft): DraftPost {
  const { body, format, lastSaved, name, draftMeta } = draft.attributes;
  return {
    recordType: draft.recordType,
    recordID: draft.recordID,
    parentRecordType: draft.parentRecordType,
    parentRecordID: draft.parentRecordID,
    attributes: {
      body,
      format: format as NonNullable<DraftPost["attributes"]["format"]>,
      ...(lastSaved !== undefined ? { lastSaved } : {}),
      ...(name !== undefined ? { name } : {}),
      ...(draftMeta ? { draftMeta } : {}),
    },
  };
}

function fromServer(draft: Draft, formKey: string, localFormKey: string | undefined): LocalDraft {
  return {
    draftID: draft.draftID,
    formKey: localFormKey ?? formKey,
    recordType: draft.recordType,
    recordID: draft.recordID,
    parentRecordType: draft.parentRecordType,
    parentRecordID: draft.parentRecordID,
    draftStatus: draft.draftStatus,
    dateScheduled: draft.dateScheduled,
    attributes: draft.attributes,
  };
}

/** Whether two copies hold the same writing (what the server echoes back may order its keys differently). */
function sameContent(a: LocalDraft, b: LocalDraft): boolean {
  return a.parentRecordID === b.parentRecordID && stableJson(contentOf(a)) === stableJson(contentOf(b));
}

function contentOf(draft: LocalDraft): unknown {
  const { body, format, name, draftMeta } = draft.attributes;
  const { name: metaName, categoryID: _category, ...meta } = (draftMeta ?? {}) as DiscussionDraftMeta;
  return { body, format, name: name ?? metaName ?? "", meta };
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}
