import { discussionPath } from "@quorum/api";
import type { Discussion, DiscussionPost } from "@quorum/api";
import type { ApiError } from "@quorum/core";
import { useApiClient, useInvalidateLayouts, useMutation, useNavigate, useQueryClient } from "@quorum/core";
import { pickFields } from "../discussions/options/pickFields";
import { patchLiveDiscussion } from "../discussions/patchLiveDiscussion";
import type { EditableDiscussion } from "./EditableDiscussion";

/**
 * What the post form's submit does: `POST /discussions` for a new post, or, editing one,
 * `PATCH /discussions/{id}` with its title, body (in its stored format) and category. Either
 * way the layouts are refreshed and the browser goes to the discussion.
 */
export function useSaveDiscussion(editing: EditableDiscussion | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const invalidateLayouts = useInvalidateLayouts();
  return useMutation<Discussion, ApiError, DiscussionPost>({
    mutationFn: async (input) => {
      if (!editing) return (await api.post<Discussion>("/discussions", input)).data;
      const { name, body, categoryID } = input;
      return (await api.patch<Discussion>(`/discussions/${editing.discussionID}`, { name, body, format: editing.format, categoryID })).data;
    },
    onSuccess: (discussion) => {
      if (editing) {
        patchLiveDiscussion(
          queryClient,
          discussion.discussionID,
          pickFields(discussion, ["name", "body", "categoryID", "category", "breadcrumbs", "dateUpdated"]),
        );
      }
      void invalidateLayouts();
      void navigate(discussionPath(discussion.discussionID, discussion.name));
    },
  });
}
