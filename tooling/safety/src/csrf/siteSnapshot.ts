/** What the site serves, read through the API: compared before and after, it shows any change. */
export interface SiteSnapshot {
  /** The reads whose answer differs in `other`. */
  changedAgainst(other: SiteSnapshot): string[];
  readonly answers: ReadonlyMap<string, string>;
}

/** Fields that change by themselves when pages are read, not by a mutation. */
const VOLATILE = new Set(["countViews", "dateLastActive", "dateLastViewed", "dateLastVisited"]);

const ADMIN_READS = [
  "/api/v2/discussions?limit=100&sort=-dateInserted",
  "/api/v2/categories",
  "/api/v2/tags?limit=100",
  "/api/v2/config",
  "/api/v2/addons",
  "/api/v2/reports?limit=100",
  "/api/v2/collections",
  "/api/v2/drafts",
  "/api/v2/log?limit=100",
];

/**
 * Reads what mutations could change: the lists an administrator sees (discussions, categories,
 * tags, settings, add-ons, reports, collections, drafts, the audit log), the comments of the newest
 * discussions, and each persona's own account and drafts, then `lists` (the route table's GET
 * routes without parameters: every enabled add-on's lists too). Reads a route does not have answer
 * 404 alike before and after, so they compare equal; an event stream is read as its status only.
 */
export async function siteSnapshot(
  baseUrl: string,
  personas: Readonly<Record<string, string | undefined>>,
  lists: readonly string[] = [],
): Promise<SiteSnapshot> {
  const answers = new Map<string, string>();
  const read = async (path: string, persona: string) => {
    const cookie = personas[persona];
    const response = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
    if (response.headers.get("content-type")?.includes("text/event-stream")) {
      await response.body?.cancel();
      answers.set(`${path} as ${persona}`, `${response.status} (a stream)`);
      return "";
    }
    const text = await response.text();
    answers.set(`${path} as ${persona}`, `${response.status} ${stable(text)}`);
    return text;
  };
  const discussions = await read(ADMIN_READS[0] ?? "", "admin");
  for (const path of ADMIN_READS.slice(1)) await read(path, "admin");
  const newest = parse<Array<{ discussionID: number }>>(discussions) ?? [];
  for (const { discussionID } of newest.slice(0, 5)) await read(`/api/v2/comments?discussionID=${discussionID}&limit=100`, "admin");
  for (const persona of Object.keys(personas)) {
    if (personas[persona] === undefined) continue;
    await read("/api/v2/users/me", persona);
    await read("/api/v2/drafts", persona);
  }
  for (const path of lists) await read(path, "admin");
  return {
    answers,
    changedAgainst(other) {
      return [...answers.keys()].filter((key) => other.answers.get(key) !== answers.get(key));
    },
  };
}

function parse<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** The JSON text without the volatile fields; other text as it is. */
function stable(text: string): string {
  const value = parse<unknown>(text);
  if (value === undefined) return text;
  return JSON.stringify(value, (key, field: unknown) => (VOLATILE.has(key) ? undefined : field));
}
