/** What a draft will become when posted (spec §3 "Draft"). */
export type DraftRecordType = "discussion" | "comment";

/** Where a draft is in its life: being written, waiting for its publish time, or failed to publish. */
export type DraftStatus = "draft" | "scheduled" | "error";

/** Discussion-form fields a draft keeps beside its body (spec §3 "Discussion draftMeta"). */
export interface DiscussionDraftMeta {
  name?: string;
  postMeta?: Record<string, unknown>;
  tagIDs?: number[];
  newTagNames?: string[];
  pinLocation?: "none" | "category" | "recent";
  pinned?: boolean;
  categoryID?: number;
  postTypeID?: string;
  publishedSilently?: boolean;
}

/** Comment-form fields a draft keeps beside its body (spec §3 "Comment draftMeta"). */
export interface CommentDraftMeta {
  commentPath?: string;
  commentParentID?: number;
}

/** The free-form part of a draft: the text being written and the form around it. */
export interface DraftAttributes {
  body: string;
  /** Default rich2. */
  format: string;
  draftType?: string;
  /** ISO time the editor last saved it. */
  lastSaved?: string;
  groupID?: number | null;
  name?: string;
  draftMeta?: DiscussionDraftMeta | CommentDraftMeta;
  /** Why a scheduled draft could not be published (draftStatus "error"). */
  failedReason?: string;
}

/** A draft as `GET /drafts/{id}` answers it. Only its author ever sees it. */
export interface Draft {
  draftID: number;
  recordType: DraftRecordType;
  /** The post being edited, when the draft is an edit of an existing one. */
  recordID: number | null;
  /** "category" for a discussion draft, "discussion" for a comment draft. */
  parentRecordType: "category" | "discussion" | null;
  parentRecordID: number | null;
  draftStatus: DraftStatus;
  dateScheduled: string | null;
  attributes: DraftAttributes;
  insertUserID: number;
  dateInserted: string;
  updateUserID: number | null;
  dateUpdated: string | null;
}

/** `GET /drafts/{id}/edit`: what an editor needs to resume the draft. */
export type DraftForEdit = Pick<
  Draft,
  "draftID" | "recordType" | "recordID" | "parentRecordType" | "parentRecordID" | "draftStatus" | "dateScheduled" | "attributes"
>;
