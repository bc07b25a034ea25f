import type { DiscussionDraftMeta } from "@quorum/api";
import type { AddonContributions } from "@quorum/server";
import { HttpError } from "@quorum/server";
import { forumHooks } from "../../hooks/forumHooks";
import type { PostTypeDraftFields } from "../../hooks/PostTypeDefinition";

/** A discussion draft's post type's own fields, with what the type does with them; null when it has none. */
export interface DraftTypeFields {
  handler: PostTypeDraftFields;
  fields: Readonly<Record<string, unknown>>;
}

/**
 * The fields a discussion draft keeps for its post type (`draftMeta.postMeta`) and the type's
 * handling of them (`forumHooks.postType`'s `draftFields`): a scheduled poll publishes with its
 * question and options. Null for the forum's own type and for types without fields of their own.
 */
export function draftTypeFields(addons: AddonContributions, meta: DiscussionDraftMeta): DraftTypeFields | null {
  const type = meta.postTypeID;
  if (type === undefined || type === "discussion") return null;
  const handler = addons.hooks(forumHooks.postType).find((definition) => definition.type === type)?.draftFields;
  return handler ? { handler, fields: meta.postMeta ?? {} } : null;
}

/** The type's check when the draft is scheduled, its fields' errors named as the draft has them (`draftMeta.postMeta.options`). */
export function checkDraftTypeFields(typeFields: DraftTypeFields | null, now: Date): void {
  if (!typeFields) return;
  try {
    typeFields.handler.check(typeFields.fields, now);
  } catch (error) {
    if (!(error instanceof HttpError) || !error.errors) throw error;
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([field, list]) => {
        const named = `draftMeta.postMeta.${field}`;
        return [named, list.map((entry) => ({ ...entry, field: named }))];
      }),
    );
    throw new HttpError(error.status, error.message, { errors, ...(error.description !== undefined ? { description: error.description } : {}) });
  }
}
