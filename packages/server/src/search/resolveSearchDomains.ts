import { ALL_CONTENT_DOMAIN } from "@quorum/api";
import { validationError } from "../errors/validationError";
import type { SearchDomain } from "./SearchEngine";
import type { SearchQuery } from "./SearchQuery";

/**
 * The domains a request searches: the one `domain` names, or — for all content (no domain, or
 * "all_content") — those all content includes, or with `recordTypes` every domain answering one
 * of them. 422 on `domain` for an unknown one, on `recordTypes` for a type no domain asked answers.
 */
export function resolveSearchDomains(available: readonly SearchDomain[], domainKey: string | undefined, query: SearchQuery): readonly SearchDomain[] {
  const key = domainKey?.trim() || ALL_CONTENT_DOMAIN;
  const pool = key === ALL_CONTENT_DOMAIN ? available : available.filter((domain) => domain.key === key);
  if (pool.length === 0)
    throw validationError("domain", `domain must be one of: ${[ALL_CONTENT_DOMAIN, ...available.map((domain) => domain.key)].join(", ")}.`);
  const { recordTypes } = query;
  if (!recordTypes) return key === ALL_CONTENT_DOMAIN ? pool.filter((domain) => domain.inAllContent) : pool;
  const known = new Set(pool.flatMap((domain) => domain.recordTypes));
  const unknown = recordTypes.filter((type) => !known.has(type));
  if (unknown.length > 0) throw validationError("recordTypes", `recordTypes must be one of: ${[...known].join(", ")}.`);
  return pool.filter((domain) => domain.recordTypes.some((type) => recordTypes.includes(type)));
}
