import type { Discussion } from "@quorum/api";

/**
 * The named fields of a server's answer, for the live record: only what the change touched, so a
 * concurrent optimistic change elsewhere (a bookmark, a reaction) is not overwritten. Fields the
 * answer lacks are left out rather than cleared.
 */
export function pickFields(answer: Discussion, keys: ReadonlyArray<keyof Discussion>): Partial<Discussion> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (answer[key] !== undefined) out[key] = answer[key];
  return out as Partial<Discussion>;
}
