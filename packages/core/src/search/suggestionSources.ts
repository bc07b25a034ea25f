import type { SearchResult } from "@quorum/api";

/** Where autocomplete suggestions come from (spec §3 options' `source`), each a `GET /search` domain. */
export interface SuggestionSource {
  key: string;
  /** English group heading; translated when shown. */
  label: string;
  domain: string;
  /** At most this many kinds of record in the group (spec §9: places show three types). */
  maxTypes?: number;
}

/** The community's posts and its places (categories, and what add-ons add as places). */
export const SUGGESTION_SOURCES: readonly SuggestionSource[] = [
  { key: "community", label: "Posts", domain: "all_content" },
  { key: "places", label: "Places", domain: "category", maxTypes: 3 },
];

/** Spec §9: each source gives floor(10 / number of sources) suggestions. */
export function suggestionLimit(sourceCount: number): number {
  return Math.max(1, Math.floor(10 / Math.max(1, sourceCount)));
}

/** A source's results kept to its first `maxTypes` kinds of record, in the order they came. */
export function limitTypes(results: readonly SearchResult[], maxTypes: number | undefined): SearchResult[] {
  if (maxTypes === undefined) return [...results];
  const kept: string[] = [];
  return results.filter((result) => {
    if (kept.includes(result.type)) return true;
    if (kept.length >= maxTypes) return false;
    kept.push(result.type);
    return true;
  });
}
