/** Response headers that carry paging (docs/architecture.md §4, docs/product.md §3 "Paging"). */
export const PAGING_HEADERS = {
  link: "link",
  total: "x-app-page-result-count",
  current: "x-app-page-current",
  limit: "x-app-page-limit",
} as const;

/** Paging read back from headers. `total` is absent when the server did not count. */
export interface PagingInfo {
  page: number;
  limit: number;
  total?: number;
  next?: string;
  prev?: string;
}

/** Parses the paging headers of a list response. */
export function parsePagingHeaders(get: (name: string) => string | null | undefined): PagingInfo {
  const num = (v: string | null | undefined) => (v === null || v === undefined || v === "" ? undefined : Number(v));
  const links: Record<string, string> = {};
  for (const part of (get(PAGING_HEADERS.link) ?? "").split(",")) {
    const m = /<([^>]+)>\s*;\s*rel="?(\w+)"?/.exec(part.trim());
    if (m?.[1] && m[2]) links[m[2]] = m[1];
  }
  const total = num(get(PAGING_HEADERS.total));
  return {
    page: num(get(PAGING_HEADERS.current)) ?? 1,
    limit: num(get(PAGING_HEADERS.limit)) ?? 30,
    ...(total !== undefined ? { total } : {}),
    ...(links.next ? { next: links.next } : {}),
    ...(links.prev ? { prev: links.prev } : {}),
  };
}

/** Builds the `Link` header value for a page of a list at `url` (its `page` param replaced). */
export function formatLinkHeader(url: URL, page: number, hasNext: boolean): string {
  const at = (p: number) => {
    const u = new URL(url);
    u.searchParams.set("page", String(p));
    return `<${u.pathname}${u.search}>`;
  };
  const parts: string[] = [];
  if (page > 1) parts.push(`${at(page - 1)}; rel="prev"`);
  if (hasNext) parts.push(`${at(page + 1)}; rel="next"`);
  return parts.join(", ");
}
