/** A compiled route pattern: its regular expression, param names and rank. */
export interface PathPattern {
  path: string;
  regex: RegExp;
  names: string[];
  /** Higher is more specific: ranked as react-router ranked routes (static 10, param 3, splat -2 per segment). */
  score: number;
}

const STATIC = 10;
const PARAM = 3;
const EMPTY = 1;
const SPLAT = -2;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Compiles an add-on route's path: static segments, `:name` params (`:name?` optional) and a
 * trailing `*` (the rest, as param `*`). Case-insensitive, a trailing slash allowed.
 */
export function compilePath(path: string): PathPattern {
  const segments = path.split("/").filter(Boolean);
  const names: string[] = [];
  let source = "^";
  let score = segments.length;
  for (const segment of segments) {
    if (segment === "*") {
      names.push("*");
      source += "(?:\\/(.+))?";
      score += SPLAT;
    } else if (segment.startsWith(":")) {
      const optional = segment.endsWith("?");
      names.push(segment.slice(1, optional ? -1 : undefined));
      source += optional ? "(?:\\/([^\\/]+))?" : "\\/([^\\/]+)";
      score += PARAM;
    } else {
      source += `\\/${escape(segment)}`;
      score += segment ? STATIC : EMPTY;
    }
  }
  return { path, regex: new RegExp(`${source}\\/*$`, "i"), names, score };
}

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The params of `pathname` when `pattern` matches it, otherwise null. */
export function matchPath(pattern: PathPattern, pathname: string): Record<string, string | undefined> | null {
  const match = pattern.regex.exec(pathname);
  if (!match) return null;
  const params: Record<string, string | undefined> = {};
  pattern.names.forEach((name, index) => {
    const value = match[index + 1];
    params[name] = value === undefined ? undefined : decode(value);
  });
  return params;
}
