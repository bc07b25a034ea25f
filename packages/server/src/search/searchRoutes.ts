import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { SEARCH_MAX_PAGE, SearchQuerySchema, SearchResultSchema } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { setPagingHeaders } from "../http/setPagingHeaders";
import type { QuorumContext } from "../QuorumContext";
import { currentSearchEngine } from "./currentSearchEngine";
import { normalizeSearchQuery } from "./normalizeSearchQuery";
import { resolveSearchDomains } from "./resolveSearchDomains";
import { searchHooks } from "./searchHooks";
import { userSearchDomain } from "./userSearchDomain";

/**
 * `GET /search` (spec §7): the domains' matches the viewer may see, a page at a time with the
 * paging headers (the total counts only what they may see). The same call serves the search page
 * and autocomplete (`limit`, `expandBody=false`, `count=false`). Uncounted, the total is left out
 * and a full page is taken to have a next one.
 */
export async function searchRoutes(app: FastifyInstance, ctx: QuorumContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get("/search", { schema: { querystring: SearchQuerySchema, response: { 200: Type.Array(SearchResultSchema) } } }, async (request, reply) => {
    const query = normalizeSearchQuery(request.query);
    const domains = resolveSearchDomains([userSearchDomain, ...ctx.addons.hooks(searchHooks.domain)], request.query.domain, query);
    const engine = currentSearchEngine(ctx.addons);
    const page = await engine.search(query, domains, { db: ctx.db, viewer: request.viewer, addons: ctx.addons, config: await ctx.config.all() });
    const more = query.count ? query.offset + page.results.length < page.total : page.results.length === query.limit;
    setPagingHeaders(reply, request, {
      page: query.page,
      limit: query.limit,
      ...(query.count ? { total: page.total } : {}),
      hasNext: more && query.page < SEARCH_MAX_PAGE,
    });
    return page.results;
  });
}
