/** A numbered pager entry: a page number or a gap ("…"). */
export type PagerEntry = number | "gap";

/** Pages to link: the first, the last and two either side of the current one, gaps between. */
export function pagerPages(page: number, pageCount: number): PagerEntry[] {
  const shown = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const entries: PagerEntry[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) entries.push(p - prev === 2 ? p - 1 : "gap");
    entries.push(p);
  });
  return entries;
}
