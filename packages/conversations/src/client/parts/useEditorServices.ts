import type { UserFragment } from "@quorum/api";
import { useApiClient } from "@quorum/core";
import { MENTION_LIMIT, mediaUploader, type MediaUploader, type MentionLookup } from "@quorum/editor/client";
import { useMemo } from "react";

/** The rich editor's `@` suggestions (`GET /users/by-names/`) and uploads (`POST /media`), as the forum's comment box has them. */
export function useEditorServices(): { mentions: MentionLookup; upload: MediaUploader } {
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
