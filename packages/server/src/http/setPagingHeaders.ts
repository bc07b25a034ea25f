import { PAGING_HEADERS, formatLinkHeader } from "@quorum/api";
import type { FastifyReply, FastifyRequest } from "fastify";

export interface PagingState {
  page: number;
  limit: number;
  /** Total number of results, when counted (deep lists may skip the count). */
  total?: number;
  hasNext: boolean;
}

/** Sets the `Link` (prev/next) and `x-app-page-*` headers of a list answer (spec §3 pagination). */
export function setPagingHeaders(reply: FastifyReply, request: FastifyRequest, paging: PagingState): void {
  reply.header(PAGING_HEADERS.current, String(paging.page));
  reply.header(PAGING_HEADERS.limit, String(paging.limit));
  if (paging.total !== undefined) reply.header(PAGING_HEADERS.total, String(paging.total));
  const link = formatLinkHeader(new URL(request.url, "http://localhost"), paging.page, paging.hasNext);
  if (link) reply.header(PAGING_HEADERS.link, link);
}
