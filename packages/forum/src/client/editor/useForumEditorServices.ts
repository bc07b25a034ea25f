import type { UserFragment } from "@quorum/api";
import { useApiClient } from "@quorum/core";
import { MENTION_LIMIT, mediaUploader } from "@quorum/editor/client";
import type { MediaUploader, MentionLookup } from "@quorum/editor/client";
import { useMemo } from "react";

/** What the forum gives its editors: mention lookups and uploads go to the forum's own endpoints. */
export interface ForumEditorServices {
  mentions: MentionLookup;
  upload: MediaUploader;
}

/**
 * The forum's services for `RichEditorField`: `@` suggestions from `GET /users/by-names/` (a name
 * prefix, in mention order: those active in the last 90 days first, spec §9) and uploads to
 * `POST /media` (spec §7).
 */
export function useForumEditorServices(): ForumEditorServices {
  const api = useApiClient();
  return useMemo(
    () => ({
      mentions: async (search, signal) =>
        (await api.get<UserFragment[]>("/users/by-names/", { params: { name: `${search}*`, order: "mention", limit: MENTION_LIMIT }, signal })).data,
      upload: mediaUploader("/media"),
    }),
    [api],
  );
}
