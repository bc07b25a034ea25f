/** Something that keeps shared state (settings, grants, add-on flags) in memory and can drop it. */
export interface PeerCache {
  /** Another process changed the state: forget it here, without telling anyone. */
  dropForPeer(): void;
}

const tracked = new Set<WeakRef<PeerCache>>();
let announcer: (() => void) | null = null;

/**
 * The in-memory caches of shared state in this process. A site may run as several processes on one
 * database (apps/server's workers, one per core); each keeps its own copies, which would otherwise
 * show another process's change only after the caches' maximum age (up to 30 s: a site manager's
 * add-on toggle seen on one request and not the next). So every local change is announced, and
 * the process that runs the workers relays it to the others, which drop everything: changes to
 * these are rare, so one coarse message beats bookkeeping per cache.
 */
export const peerCaches = {
  /** Held weakly: a cache of a closed app (tests build hundreds) is not kept alive by this. */
  track(cache: PeerCache): void {
    tracked.add(new WeakRef(cache));
  },

  /** A cache was invalidated by a change made in this process: tell the other processes. */
  announce(): void {
    announcer?.();
  },

  /** Another process announced a change: every cache here forgets its state. */
  dropAll(): void {
    for (const ref of tracked) {
      const cache = ref.deref();
      if (cache) cache.dropForPeer();
      else tracked.delete(ref);
    }
  },

  /** How this process reaches its peers (the worker's IPC channel); null when it has none. */
  connect(announce: (() => void) | null): void {
    announcer = announce;
  },
};
