import type { DraftForEdit } from "@quorum/api";
import type { ServiceContext } from "../ServiceContext";
import { loadOwnDraft } from "./loadOwnDraft";
import { serializeDraft } from "./serializeDraft";

/** `GET /drafts/{id}/edit`: what an editor needs to resume a draft, without the bookkeeping fields. */
export async function getDraftForEdit(ctx: ServiceContext, draftID: number): Promise<DraftForEdit> {
  const {
    draftID: id,
    recordType,
    recordID,
    parentRecordType,
    parentRecordID,
    draftStatus,
    dateScheduled,
    attributes,
  } = serializeDraft(await loadOwnDraft(ctx.db, ctx.viewer, draftID));
  return { draftID: id, recordType, recordID, parentRecordType, parentRecordID, draftStatus, dateScheduled, attributes };
}
