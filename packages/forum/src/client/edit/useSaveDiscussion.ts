import { discussionPath } from "@quorum/api";
import type { Discussion, DiscussionPost } from "@quorum/api";
import type { ApiError } from "@quorum/core";
import { useApiClient, useInvalidateLayouts, useMutation, useNavigate, useQueryClient } from "@quorum/core";
import { pickFields } from "../discussions/options/pickFields";
import { patchLiveDiscussion } from "../discussions/patchLiveDiscussion";
import type { EditableDiscussion } from "./EditableDiscussion";

/** What the form saves: the post, and for a post type with fields of its own (a poll) where they go. */
export type SavedPost = DiscussionPost & { postTypeFields?: { endpoint: string; fields: Readonly<Record<string, unknown>> } };

/**
 * What the post form's submit does: `POST /discussions` for a new post — or, for a post type with
 * fields of its own, `POST {endpoint}` with `{ discussion, ...fields }` (`PostTypeFields`) — or,
 * editing one, `PATCH /discussions/{id}` with its title, body (in its stored format) and category.
 * Either way the layouts are refreshed and the browser goes to the discussion.
 */
export function useSaveDiscussion(editing: EditableDiscussion | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const invalidateLayouts = useInvalidateLayouts();
  return useMutation<{ discussionID: number; name: string; edited?: Discussion }, ApiError, SavedPost>({
    mutationFn: async ({ postTypeFields, ...input }) => {
      if (!editing && postTypeFields) {
        const { type: _postType, ...discussion } = input;
        const created = (await api.post<{ discussionID: number }>(postTypeFields.endpoint, { discussion, ...postTypeFields.fields })).data;
        return { discussionID: created.discussionID, name: input.name };
      }
      if (!editing) return (await api.post<Discussion>("/discussions", input)).data;
      const { name, body, categoryID } = input;
      const edited = (await api.patch<Discussion>(`/discussions/${editing.discussionID}`, { name, body, format: editing.format, categoryID })).data;
      return { discussionID: edited.discussionID, name: edited.name, edited };
    },
    onSuccess: ({ discussionID, name, edited }) => {
      if (edited) {
        patchLiveDiscussion(queryClient, discussionID, pickFields(edited, ["name", "body", "categoryID", "category", "breadcrumbs", "dateUpdated"]));
      }
      void invalidateLayouts();
      void navigate(discussionPath(discussionID, name));
    },
  });
}
