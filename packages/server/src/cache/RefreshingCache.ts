import { peerCaches, type PeerCache } from "./peerCaches";

/**
 * One value loaded from the database and kept in memory, so hot paths (every request's viewer,
 * every page's config) touch no table. `invalidate()` makes the next `get()` wait for a fresh
 * load (a write in this process is seen at once) and tells the site's other processes
 * (`peerCaches`), which drop theirs; past `maxAgeMs` the old value is served while a reload runs
 * in the background, so writes of processes that cannot announce show up within that time.
 */
export class RefreshingCache<T> implements PeerCache {
  private current: Promise<T> | null = null;
  private loadedAt = 0;
  private refreshing = false;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly maxAgeMs: number,
    private readonly onBackgroundError: (error: unknown) => void = () => {},
  ) {
    peerCaches.track(this);
  }

  get(): Promise<T> {
    if (!this.current) return this.reload();
    if (!this.refreshing && Date.now() - this.loadedAt > this.maxAgeMs) {
      this.refreshing = true;
      const generation = this.generation;
      this.load().then(
        (value) => {
          if (generation === this.generation) this.set(value);
        },
        (error: unknown) => {
          this.refreshing = false;
          this.onBackgroundError(error);
        },
      );
    }
    return this.current;
  }

  invalidate(): void {
    this.dropForPeer();
    peerCaches.announce();
  }

  dropForPeer(): void {
    this.generation++;
    this.current = null;
    this.refreshing = false;
  }

  private reload(): Promise<T> {
    const generation = ++this.generation;
    const pending = this.load();
    this.current = pending;
    this.loadedAt = Date.now();
    pending.then(
      (value) => {
        if (generation === this.generation) this.set(value);
      },
      () => {
        // A failed load is not kept: the next get() tries again.
        if (generation === this.generation) this.current = null;
      },
    );
    return pending;
  }

  private set(value: T): void {
    this.current = Promise.resolve(value);
    this.loadedAt = Date.now();
    this.refreshing = false;
  }
}
