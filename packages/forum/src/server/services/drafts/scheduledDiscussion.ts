import type { DiscussionDraftMeta, DiscussionPost } from "@quorum/api";
import type { BodyFormat } from "@quorum/server";
import type { PreparedDraft } from "./prepareDraft";

/**
 * What a scheduled discussion draft posts as: its title (draftMeta.name, else attributes.name),
 * body, format, category, post type, tags and new tag names. Pinning and silent publishing are
 * kept on the draft but not applied (the forum has no such options when posting yet).
 */
export function scheduledDiscussion(draft: Pick<PreparedDraft, "parentRecordID" | "attributes">): Partial<DiscussionPost> {
  const meta = (draft.attributes.draftMeta ?? {}) as DiscussionDraftMeta;
  const name = (meta.name ?? draft.attributes.name ?? "").trim();
  return {
    ...(name !== "" ? { name } : {}),
    body: draft.attributes.body,
    format: draft.attributes.format as BodyFormat,
    ...(draft.parentRecordID !== null ? { categoryID: draft.parentRecordID } : {}),
    ...(meta.postTypeID !== undefined && meta.postTypeID !== "discussion" ? { type: meta.postTypeID } : {}),
    ...(meta.tagIDs && meta.tagIDs.length > 0 ? { tagIDs: meta.tagIDs } : {}),
    ...(meta.newTagNames && meta.newTagNames.length > 0 ? { newTagNames: meta.newTagNames } : {}),
  };
}
