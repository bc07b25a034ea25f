import type { DraftAttributes, DraftRecordType, DraftStatus } from "@quorum/api";

/**
 * A draft as this browser keeps it under `draftStore` (spec §9): what the form holds, written
 * at most once a second while typing, so a reload or a crash loses nothing even before the
 * server has a copy. `attributes.lastSaved` says when it was written, to tell which copy is newer.
 */
export interface LocalDraft {
  /** The server's id once it has a copy; the entry is then stored under this id. */
  draftID: number | null;
  /** The form the draft belongs to (`draftFormKey`), so that form finds it again after a reload. */
  formKey: string;
  recordType: DraftRecordType;
  /** The post this draft edits; null for a new post. */
  recordID: number | null;
  parentRecordType: "category" | "discussion" | null;
  parentRecordID: number | null;
  draftStatus: DraftStatus;
  dateScheduled: string | null;
  attributes: DraftAttributes;
}
