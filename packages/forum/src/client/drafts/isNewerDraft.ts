import type { DraftAttributes } from "@quorum/api";

/** Whether copy `a` was saved after copy `b` (spec §4: "if the local copy is newer than the server copy, the local one is pushed up"). */
export function isNewerDraft(a: Pick<DraftAttributes, "lastSaved">, b: Pick<DraftAttributes, "lastSaved">): boolean {
  const aTime = a.lastSaved ? Date.parse(a.lastSaved) : NaN;
  const bTime = b.lastSaved ? Date.parse(b.lastSaved) : NaN;
  if (Number.isNaN(aTime)) return false;
  return Number.isNaN(bTime) || aTime > bTime;
}
