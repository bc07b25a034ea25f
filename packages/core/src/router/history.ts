/** Where the app is: the address, the state a navigation gave it, and a key per history entry. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** A path as parts; any part may be left out. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** Where to go: a path ("/discussion/12#Comment_3", "?page=2", "../x") or its parts. */
export type To = string | Partial<Path>;

/** How a navigation moved: a new entry, a replaced one, or back/forward. */
type NavigationType = "PUSH" | "REPLACE" | "POP";

/** The session history a router follows: the browser's, one in memory (tests), or one fixed address (the server). */
export interface RouterHistory {
  readonly location: Location;
  push(path: string, state?: unknown): void;
  replace(path: string, state?: unknown): void;
  go(delta: number): void;
  /** Calls `listener` after every change of location; returns the unsubscribe. */
  listen(listener: (location: Location, type: NavigationType) => void): () => void;
}

/** A path's text from its parts ("?" and "#" added where missing). */
export function createPath({ pathname = "/", search = "", hash = "" }: Partial<Path>): string {
  const query = search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : "";
  const fragment = hash && hash !== "#" ? (hash.startsWith("#") ? hash : `#${hash}`) : "";
  return pathname + query + fragment;
}

/** The parts of a site path. */
function parsePath(path: string): Path {
  const url = new URL(path, "http://localhost");
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * Resolves `to` against the current location as a browser resolves a link: an absolute path
 * as is, a query or hash alone on the current path, a relative path from the current one.
 */
export function resolveTo(to: To, from: Location): string {
  if (typeof to !== "string")
    return createPath({ pathname: to.pathname ?? from.pathname, search: to.search ?? (to.pathname ? "" : from.search), hash: to.hash ?? "" });
  const url = new URL(to, `http://localhost${from.pathname}${from.search}`);
  return url.pathname + url.search + url.hash;
}

const newKey = (): string => Math.random().toString(36).slice(2, 10);

function locationOf(path: string, state: unknown, key: string): Location {
  return { ...parsePath(path), state, key };
}

/** What the browser keeps per entry (react-router's shape, so entries made before this router read the same). */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/** The browser's session history (`pushState`, `replaceState`, `popstate`). */
export function createBrowserHistory(): RouterHistory {
  const listeners = new Set<(location: Location, type: NavigationType) => void>();
  const read = (): Location => {
    const entry = (window.history.state ?? {}) as EntryState;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? "default" };
  };
  let index = ((window.history.state ?? {}) as EntryState).idx ?? 0;
  if (((window.history.state ?? {}) as EntryState).idx === undefined) {
    window.history.replaceState({ ...(window.history.state as object | null), idx: index }, "");
  }
  let location = read();
  const notify = (type: NavigationType): void => {
    location = read();
    for (const listener of listeners) listener(location, type);
  };
  window.addEventListener("popstate", () => {
    index = ((window.history.state ?? {}) as EntryState).idx ?? index;
    notify("POP");
  });
  return {
    get location() {
      return location;
    },
    push(path, state) {
      index += 1;
      const entry: EntryState = { usr: state, key: newKey(), idx: index };
      try {
        window.history.pushState(entry, "", path);
      } catch {
        // Too many entries (iOS caps them) or an unclonable state: load the page instead.
        window.location.assign(path);
        return;
      }
      notify("PUSH");
    },
    replace(path, state) {
      window.history.replaceState({ usr: state, key: newKey(), idx: index } satisfies EntryState, "", path);
      notify("REPLACE");
    },
    go(delta) {
      window.history.go(delta);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A session history in memory, starting at the last of `entries` (tests). */
export function createMemoryHistory(entries: readonly string[] = ["/"]): RouterHistory {
  const stack = (entries.length ? entries : ["/"]).map((path, index) => locationOf(path, null, index === 0 ? "default" : newKey()));
  let index = stack.length - 1;
  const listeners = new Set<(location: Location, type: NavigationType) => void>();
  const notify = (type: NavigationType): void => {
    for (const listener of listeners) listener(stack[index]!, type);
  };
  return {
    get location() {
      return stack[index]!;
    },
    push(path, state) {
      stack.splice(index + 1, stack.length, locationOf(path, state ?? null, newKey()));
      index += 1;
      notify("PUSH");
    },
    replace(path, state) {
      stack[index] = locationOf(path, state ?? null, newKey());
      notify("REPLACE");
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), stack.length - 1);
      if (next === index) return;
      index = next;
      notify("POP");
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One fixed address (the server render): navigating is a mistake there. */
export function createStaticHistory(path: string): RouterHistory {
  const location = locationOf(path, null, "default");
  const refuse = (): never => {
    throw new Error("A page rendered on the server cannot navigate.");
  };
  return { location, push: refuse, replace: refuse, go: refuse, listen: () => () => undefined };
}
