import { Type, type Static } from "@sinclair/typebox";
import { RecordID } from "./recordIDSchemas";

/** Query of `PATCH /discussions/{id}` (spec §7: "expand category"); the answer always carries the category. */
export const DiscussionPatchQuerySchema = Type.Object({
  expand: Type.Optional(Type.Union([Type.Array(Type.String()), Type.String()])),
});
export type DiscussionPatchQuery = Static<typeof DiscussionPatchQuerySchema>;

/** Body of `PUT /discussions/{id}/type`: one of the post types the site's enabled add-ons offer. */
export const DiscussionTypeBodySchema = Type.Object({ type: Type.String({ minLength: 1, maxLength: 50 }) }, { additionalProperties: false });
export type DiscussionTypeBody = Static<typeof DiscussionTypeBodySchema>;

/** Body of `PUT /discussions/{id}/bookmark`; the answer is the same shape. */
export const DiscussionBookmarkBodySchema = Type.Object({ bookmarked: Type.Boolean() }, { additionalProperties: false });
export type DiscussionBookmarkBody = Static<typeof DiscussionBookmarkBodySchema>;

/** Body of `PUT /discussions/{id}/dismiss` (an announcement no longer pinned first for the viewer); the answer is the same shape. */
export const DiscussionDismissBodySchema = Type.Object({ dismissed: Type.Boolean() }, { additionalProperties: false });
export type DiscussionDismissBody = Static<typeof DiscussionDismissBodySchema>;

/** Body of `PUT /discussions/{id}/mute` (left out of the viewer's lists); the answer is the same shape. */
export const DiscussionMuteBodySchema = Type.Object({ muted: Type.Boolean() }, { additionalProperties: false });
export type DiscussionMuteBody = Static<typeof DiscussionMuteBodySchema>;

/** Body of `PUT /discussions/{id}/tags`: the discussion's whole set of tags (empty removes them all). */
export const DiscussionTagsBodySchema = Type.Object({ tagIDs: Type.Array(RecordID(), { maxItems: 20 }) }, { additionalProperties: false });
export type DiscussionTagsBody = Static<typeof DiscussionTagsBodySchema>;
