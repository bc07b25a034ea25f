/** Discussion sorts of spec §3: recently commented, recently created, top, trending, oldest. */
export const DISCUSSION_SORTS = ["-dateLastComment", "-dateInserted", "-score", "-hot", "dateInserted"] as const;
export type DiscussionSort = (typeof DISCUSSION_SORTS)[number];

/** Comment sorts of spec §3: oldest, newest, top, trending. */
export const COMMENT_SORTS = ["dateInserted", "-dateInserted", "-score", "-experimentalTrending"] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
