/** A post that can carry reactions, reports and share links. */
export interface ReactionRecord {
  recordType: "discussion" | "comment";
  recordID: number;
}

/** `/{discussions|comments}/{id}/reactions`, or one user's reaction under it (moderator removal). */
export function reactionsPath(record: ReactionRecord, userID?: number): string {
  const base = `/${record.recordType}s/${record.recordID}/reactions`;
  return userID === undefined ? base : `${base}/${userID}`;
}
