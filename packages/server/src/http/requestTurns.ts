/**
 * A gate in front of each request's work: `nextTurn()` resolves one waiting request per turn of
 * the event loop, in arrival order.
 *
 * Why: libuv accepts one new connection per turn of the loop, and a turn runs every callback that
 * is ready. Under load that is many requests' work: with PGlite no query waits on I/O, so a
 * request's whole work runs in the callback that read it and one turn is every request read since
 * the last (64 pages: about 0.4 s); with PostgreSQL, every render whose data arrived. A connection
 * that arrives meanwhile waits one such turn per connection queued before it. Measured with 64 new
 * connections (tooling/bench, 2026-11-22): PGlite page p99 5.7 s with requests over 10 s, 0.9 s
 * with turns; PostgreSQL page p99 0.5–0.9 s, 0.31–0.36 s with turns, and more pages per second
 * (fewer renders in flight at once). Starting one request per turn puts an accept between any two.
 */
export function requestTurns(): () => Promise<void> {
  const waiting: Array<() => void> = [];
  // Scheduled exactly while someone waits. An immediate queued by an immediate runs in the next
  // turn of the loop, after its poll for I/O.
  const serveNext = (): void => {
    waiting.shift()?.();
    if (waiting.length > 0) setImmediate(serveNext);
  };
  return () =>
    new Promise<void>((resolve) => {
      if (waiting.push(resolve) === 1) setImmediate(serveNext);
    });
}
