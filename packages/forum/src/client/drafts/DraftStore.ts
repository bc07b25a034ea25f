import type { LocalDraft } from "./LocalDraft";
import { logDraftError } from "./logDraftError";

/** The localStorage key every local draft lives under (spec §9). */
export const DRAFT_STORE_KEY = "draftStore";

type Entries = Record<string, LocalDraft>;

/**
 * The browser's copies of the user's drafts: one JSON object under `draftStore`, an entry per
 * draft, keyed by the form's key (`draftFormKey`) until the server gives the draft an id, then by
 * that id. Each call reads and writes the stored object, so tabs and remounts see each other's
 * writes. Without storage (the server render, a private window that refuses it) it keeps nothing.
 */
export class DraftStore {
  constructor(private readonly storage: Storage | null = browserStorage()) {}

  get(key: string): LocalDraft | undefined {
    return this.read()[key];
  }

  set(key: string, draft: LocalDraft): void {
    this.write({ ...this.read(), [key]: draft });
  }

  delete(...keys: string[]): void {
    const entries = this.read();
    if (!keys.some((key) => key in entries)) return;
    for (const key of keys) delete entries[key];
    this.write(entries);
  }

  /** Moves an entry to its server id's key (spec §4: "once a server id exists, the local entry is re-keyed"). */
  rekey(from: string, to: string, draft: LocalDraft): void {
    const entries = this.read();
    delete entries[from];
    entries[to] = draft;
    this.write(entries);
  }

  /** The newest entry written by the form `formKey`, with its key. */
  findByForm(formKey: string): [string, LocalDraft] | undefined {
    let found: [string, LocalDraft] | undefined;
    for (const entry of Object.entries(this.read())) {
      if (entry[1].formKey !== formKey) continue;
      if (!found || (entry[1].attributes.lastSaved ?? "") > (found[1].attributes.lastSaved ?? "")) found = entry;
    }
    return found;
  }

  private read(): Entries {
    if (!this.storage) return {};
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(DRAFT_STORE_KEY) ?? "{}");
      return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Entries) : {};
    } catch (error) {
      logDraftError("reading the local drafts", error);
      return {};
    }
  }

  private write(entries: Entries): void {
    if (!this.storage) return;
    try {
      if (Object.keys(entries).length === 0) this.storage.removeItem(DRAFT_STORE_KEY);
      else this.storage.setItem(DRAFT_STORE_KEY, JSON.stringify(entries));
    } catch (error) {
      // Full or refused storage: the server copy still saves the draft.
      logDraftError("saving the local draft", error);
    }
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
