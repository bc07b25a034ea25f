import type { Discussion } from "@quorum/api";
import { useQuery, useQueryClient } from "@quorum/core";
import { useEffect, useRef } from "react";
import { discussionKey } from "./discussionKey";

/**
 * The discussion as every part of the page currently knows it. Widgets receive a discussion in
 * their server-hydrated props; the options menu, bookmark button, labels and vote counters must
 * agree as soon as one of them changes it (optimistically or from the server's answer), so they
 * all read this one query-cache entry, seeded from the props, and write it with
 * `patchLiveDiscussion`. Nothing is fetched: the entry only ever holds what the page was given or
 * what a mutation answered. When the props change (the layout was fetched again) they win: they
 * are the server's newer word.
 */
export function useLiveDiscussion<D extends Discussion>(discussion: D): D {
  const queryClient = useQueryClient();
  const key = discussionKey(discussion.discussionID);
  // initialData seeds the entry in this render (server render included), with the options below.
  const { data } = useQuery<Discussion>({
    queryKey: key,
    queryFn: () => discussion,
    initialData: discussion,
    staleTime: Infinity,
    // The page carries the discussion in its widget props already: don't ship it twice.
    meta: { dehydrate: false },
  });
  const seeded = useRef(discussion);
  useEffect(() => {
    if (seeded.current === discussion) return;
    seeded.current = discussion;
    queryClient.setQueryData(key, discussion);
  }, [discussion, key, queryClient]);
  // The props may carry more fields (excerpt, bodyHtml) than a mutation's answer: keep them.
  return { ...discussion, ...data };
}
