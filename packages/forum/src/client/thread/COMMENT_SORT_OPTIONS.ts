import type { CommentSort } from "@quorum/api";

/** The 'Sort by' choices of a comment thread, in the order of spec §3. */
export const COMMENT_SORT_OPTIONS: readonly { value: CommentSort; label: string }[] = [
  { value: "dateInserted", label: "Oldest" },
  { value: "-dateInserted", label: "Newest" },
  { value: "-score", label: "Top" },
  { value: "-experimentalTrending", label: "Trending" },
];
