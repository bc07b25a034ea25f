import type { Tag } from "@quorum/api";

/**
 * Tags as `GET /tags` answers them: Quorum's fields and the names Vanilla's clients read for the
 * same values (`urlCode`, `id`; no tag has a parent), docs/architecture.md §4.
 */
export function withVanillaTagFields(tags: readonly Tag[]): Tag[] {
  return tags.map((tag) => ({ ...tag, urlCode: tag.urlcode, id: tag.tagID, parentTagID: null }));
}
