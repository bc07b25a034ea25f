import { PAGING_HEADERS, formatLinkHeader } from "@quorum/api";
import type { FastifyReply, FastifyRequest } from "fastify";

export interface PagingState {
  page: number;
  limit: number;
  /** Total number of results, when counted (deep lists may skip the count). */
  total?: number;
  hasNext: boolean;
}

/** Link headers remembered at most (past this the memory starts afresh), and the longest URL remembered. */
const MAX_LINKS = 1000;
const MAX_URL_LENGTH = 1024;
let links = new Map<string, string>();

/** Sets the `Link` (prev/next) and `x-app-page-*` headers of a list answer (spec §3 pagination). */
export function setPagingHeaders(reply: FastifyReply, request: FastifyRequest, paging: PagingState): void {
  reply.header(PAGING_HEADERS.current, String(paging.page));
  reply.header(PAGING_HEADERS.limit, String(paging.limit));
  if (paging.total !== undefined) reply.header(PAGING_HEADERS.total, String(paging.total));
  const link = linkHeader(request.url, paging.page, paging.hasNext);
  if (link) reply.header(PAGING_HEADERS.link, link);
}

/**
 * `formatLinkHeader` for a request URL, remembered by URL and page: it parses the URL and builds
 * one more per link (~15 µs), and lists are asked for the same few URLs over and over.
 */
function linkHeader(url: string, page: number, hasNext: boolean): string {
  if (url.length > MAX_URL_LENGTH) return formatLinkHeader(new URL(url, "http://localhost"), page, hasNext);
  const key = `${hasNext ? "+" : "-"}${page} ${url}`;
  let link = links.get(key);
  if (link === undefined) {
    link = formatLinkHeader(new URL(url, "http://localhost"), page, hasNext);
    if (links.size >= MAX_LINKS) links = new Map();
    links.set(key, link);
  }
  return link;
}
