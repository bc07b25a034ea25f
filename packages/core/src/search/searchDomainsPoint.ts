import { defineExtensionPoint } from "../addons/defineExtensionPoint";

/** A tab of the search page: a `GET /search` domain and its English name. */
export interface SearchDomainTab {
  /** The `domain` value (what the server's `SearchDomain.key` is). */
  key: string;
  label: string;
}

/**
 * The search page's tabs for domains add-ons register on the server (`searchHooks.domain`): the
 * add-on's client half lists `searchDomainsPoint.with({ key: "knowledge_base", label: "Articles" })`
 * in its descriptor's `extend`. Core shows its own and the forum's first.
 */
export const searchDomainsPoint = defineExtensionPoint<SearchDomainTab>("core.search.domains");

/** The domains every site has (spec §2): all content, the forum's discussions and categories, members. */
export const CORE_SEARCH_DOMAINS: readonly SearchDomainTab[] = [
  { key: "all_content", label: "All Content" },
  { key: "discussions", label: "Discussions" },
  { key: "category", label: "Categories" },
  { key: "user", label: "Members" },
];
