import { DIGEST_PREFERENCE_KEY, NOTIFICATION_PREFERENCE_TYPES } from "@quorum/api";

/** A key's default (seam: popups on for every type, emails off, the digest off); unknown keys notify nobody. */
export function defaultPreference(key: string): { popup: boolean; email: boolean } {
  if (key === DIGEST_PREFERENCE_KEY) return { popup: false, email: false };
  const type = NOTIFICATION_PREFERENCE_TYPES.find((candidate) => candidate.key === key);
  return { popup: type?.popup ?? false, email: false };
}
