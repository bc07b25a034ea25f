import type { DiscussionDraftMeta, Tag } from "@quorum/api";
import { useApiClient } from "@quorum/core";
import { useEffect, useRef, useState } from "react";
import type { ChosenTag } from "../compose/TagInput";
import type { DraftContent } from "./DraftTarget";
import type { LocalDraft } from "./LocalDraft";
import { logDraftError } from "./logDraftError";
import { useDraft } from "./useDraft";
import type { DraftHandle } from "./useDraft";
import { useSavedDraftNotice } from "./useSavedDraftNotice";

/** What the post form holds. */
interface PostFormContent {
  name: string;
  body: string;
  format: string;
  /** The chosen category id, "" for none. */
  categoryID: string;
  postType: string;
  tags: readonly ChosenTag[];
  newTagNames: readonly string[];
  /** The post type's own fields (a poll's question and options), kept as `draftMeta.postMeta`. */
  postTypeFields?: Readonly<Record<string, unknown>>;
}

export interface PostFormDraftOptions {
  /** The discussion being edited; null for a new post. */
  recordID: number | null;
  /** The category of the address (`/post/discussion/{category}`). */
  categoryID: number | null;
  /** A saved draft to resume (`/post/editdiscussion/{recordID}/{draftID}`). */
  draftID: number | null;
  content: PostFormContent;
  /** Fills the form with a restored draft; the tags' names follow once looked up. */
  onRestore(content: Partial<PostFormContent>): void;
}

/**
 * The post form's draft (spec §4): restores a saved draft into the form, records every change
 * the user makes (not the form's starting content: opening an edit is no draft, and opening a
 * saved draft is no change), and offers the
 * form's other saved drafts with 'Saved Draft Available.'.
 */
export function usePostFormDraft({ recordID, categoryID, draftID, content, onRestore }: PostFormDraftOptions): DraftHandle {
  const api = useApiClient();
  const draft = useDraft({
    recordType: "discussion",
    parentRecordType: categoryID !== null ? "category" : null,
    parentRecordID: categoryID,
    recordID,
    draftID,
  });
  const restore = useRef(onRestore);
  restore.current = onRestore;
  const applied = useRef<LocalDraft | null>(null);
  // While a restored draft's tag names load, the form's tags are not the draft's yet: no update.
  const namingTags = useRef(false);
  const serialized = JSON.stringify(content);
  const start = useRef(serialized);
  // Counts the restores applied: the render that shows one is the new start, not an edit (the form
  // may hold a draft written by another client a little differently: no post type, an empty tag
  // list, the category only in draftMeta). A count, so that render comes even when nothing changed.
  const [restores, setRestores] = useState(0);
  const startOfRestore = useRef(0);
  const { update, restored } = draft;

  useEffect(() => {
    if (!restored || applied.current === restored) return;
    applied.current = restored;
    restore.current(formContentOf(restored));
    setRestores((count) => count + 1);
    const tagIDs = (restored.attributes.draftMeta as DiscussionDraftMeta | undefined)?.tagIDs ?? [];
    if (tagIDs.length === 0) return;
    // A draft keeps tag ids only: their names come from the server.
    namingTags.current = true;
    api.get<Tag[]>("/tags", { params: { tagID: tagIDs } }).then(
      ({ data }) => {
        namingTags.current = false;
        restore.current({ tags: data.map(({ tagID, name }) => ({ tagID, name })) });
        setRestores((count) => count + 1);
      },
      (error: unknown) => {
        namingTags.current = false;
        logDraftError("fetching the draft's tags", error);
        restore.current({ tags: tagIDs.map((tagID) => ({ tagID, name: `#${tagID}` })) });
        setRestores((count) => count + 1);
      },
    );
  }, [restored, api]);

  useEffect(() => {
    if (startOfRestore.current !== restores) {
      startOfRestore.current = restores;
      start.current = serialized;
      return;
    }
    if (serialized === start.current || namingTags.current) return;
    start.current = "";
    update(draftContentOf(JSON.parse(serialized) as PostFormContent));
  }, [serialized, update, restores]);

  useSavedDraftNotice({ ready: draft.status !== "loading", recordID, categoryID, ownDraftID: draft.draftID });
  return draft;
}

function draftContentOf(content: PostFormContent): DraftContent {
  return {
    name: content.name,
    body: content.body,
    format: content.format,
    parentRecordID: content.categoryID === "" ? null : Number(content.categoryID),
    draftMeta: {
      postTypeID: content.postType,
      ...(content.tags.length > 0 ? { tagIDs: content.tags.map((tag) => tag.tagID) } : {}),
      ...(content.newTagNames.length > 0 ? { newTagNames: [...content.newTagNames] } : {}),
      ...(content.postTypeFields && Object.keys(content.postTypeFields).length > 0 ? { postMeta: { ...content.postTypeFields } } : {}),
    },
  };
}

function formContentOf(draft: LocalDraft): Partial<PostFormContent> {
  const { body, name, draftMeta } = draft.attributes;
  const meta = (draftMeta ?? {}) as DiscussionDraftMeta;
  const categoryID = meta.categoryID ?? draft.parentRecordID;
  return {
    name: name ?? meta.name ?? "",
    body,
    ...(categoryID != null ? { categoryID: String(categoryID) } : {}),
    ...(meta.postTypeID ? { postType: meta.postTypeID } : {}),
    ...(meta.postMeta ? { postTypeFields: meta.postMeta } : {}),
    newTagNames: meta.newTagNames ?? [],
  };
}
