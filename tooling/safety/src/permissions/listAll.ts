import type { ApiSession } from "../ApiSession.ts";

/** Every item of a paged API list (100 a page), as `session` gets them. */
export async function listAll<T>(session: ApiSession, path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= 50; page++) {
    const response = await session.request("GET", `${path}${path.includes("?") ? "&" : "?"}limit=100&page=${page}`);
    if (!response.ok) throw new Error(`GET ${path} as ${session.name ?? "guest"} answered ${response.status}`);
    const batch = (await response.json()) as T[];
    items.push(...batch);
    if (batch.length < 100) return items;
  }
  throw new Error(`GET ${path}: more than 50 pages`);
}
