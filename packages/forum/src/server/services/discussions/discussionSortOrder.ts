import type { DiscussionSort } from "@quorum/api";

type Column = "dateLastComment" | "dateInserted" | "score" | "hot";

/**
 * Each sort of spec §3 as (column, direction), tie-broken by id in the same direction so pages
 * never overlap. Each pair matches an index of migration 0001 (alone or after categoryID).
 */
export function discussionSortOrder(sort: DiscussionSort): { column: Column; direction: "asc" | "desc" } {
  switch (sort) {
    case "-dateLastComment":
      return { column: "dateLastComment", direction: "desc" };
    case "-dateInserted":
      return { column: "dateInserted", direction: "desc" };
    case "-score":
      return { column: "score", direction: "desc" };
    case "-hot":
      return { column: "hot", direction: "desc" };
    case "dateInserted":
      return { column: "dateInserted", direction: "asc" };
  }
}
