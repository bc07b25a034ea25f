import type { Tag } from "@quorum/api";

/** Members' own tags shown on a list item: the User-type tags, at most `limit` (spec §5: 3). */
export function visibleTags(tags: readonly Tag[] | undefined, limit = 3): Tag[] {
  return (tags ?? []).filter((tag) => tag.type === "User").slice(0, limit);
}
