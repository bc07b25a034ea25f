import type { Discussion } from "@quorum/api";
import { isServerRender, useQuery, useQueryClient } from "@quorum/core";
import type { QueryClient } from "@quorum/core";
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
export const useLiveDiscussion: <D extends Discussion>(discussion: D) => D = isServerRender ? useRenderedOnceDiscussion : useQueriedDiscussion;

function useQueriedDiscussion<D extends Discussion>(discussion: D): D {
  const queryClient = useQueryClient();
  const key = discussionKey(discussion.discussionID);
  // initialData seeds the entry in this render, with the options below.
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

/** The discussions the widgets of one server render were given first, per render (its query client). */
const firstGiven = new WeakMap<QueryClient, Map<number, Discussion>>();

/**
 * The server render's version: nothing changes during it, so what the query above would answer
 * is the first discussion a widget of this render was given (its `initialData` seeds the entry,
 * the others find it), merged the same way — the same HTML as hydration expects. Without a query
 * observer per widget: each cost the server ~10 µs (the entry is not dehydrated anyway).
 */
function useRenderedOnceDiscussion<D extends Discussion>(discussion: D): D {
  const queryClient = useQueryClient();
  let given = firstGiven.get(queryClient);
  if (!given) {
    given = new Map();
    firstGiven.set(queryClient, given);
  }
  const first = given.get(discussion.discussionID);
  if (!first) given.set(discussion.discussionID, discussion);
  return { ...discussion, ...first };
}
