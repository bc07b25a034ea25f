/** How long a count that reached the cap is taken as read (ms). */
export const CAPPED_COUNT_TTL = 60_000;

/** Queries remembered at most; past this the memory starts afresh. */
const MAX_KEYS = 1000;

/**
 * Searches whose total reached `SEARCH_COUNT_CAP`, by the count statement's text and values (its
 * words, filters and the viewer's category scope), for `CAPPED_COUNT_TTL`. Counting a frequent
 * word's first thousand matches costs more than finding its page, and every page of the same
 * search would count them again. A capped total stays true as posts are added; only deletes and
 * moves can take a word below the cap, and then the total overstates by those few for at most the
 * TTL (the pager's last page comes up short). Totals under the cap are never remembered: a post
 * written a moment ago counts at once.
 */
export class CappedCounts {
  private until = new Map<string, number>();

  // Date.now looked up at each call, not kept: tests move the clock by replacing Date.
  constructor(private readonly now: () => number = () => Date.now()) {}

  has(key: string): boolean {
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(key);
    return false;
  }

  remember(key: string): void {
    if (this.until.size >= MAX_KEYS) this.until = new Map();
    this.until.set(key, this.now() + CAPPED_COUNT_TTL);
  }
}
