import { defineHook } from "../addons/defineHook";
import type { SearchDomain, SearchEngine } from "./SearchEngine";

/**
 * The framework's search extension points, for `ServerAddon.extend`: a feature registers its
 * searchable content as a domain; a search add-on replaces the engine (the last enabled one wins).
 */
export const searchHooks = {
  domain: defineHook<SearchDomain>("core.search.domain"),
  engine: defineHook<SearchEngine>("core.search.engine"),
};
