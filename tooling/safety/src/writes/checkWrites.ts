import type { AckedWrite } from "./WriteLoad.ts";
import type { SqlClient } from "./SqlClient.ts";

export interface WriteCheck {
  /** Acknowledged writes missing, or whose record holds another text. */
  lost: string[];
  /** Records beyond the first carrying one attempt's token (or acknowledgements repeating an id). */
  duplicates: string[];
}

/** Looks for every acknowledged write by its id and its token, and for any token stored twice. */
export async function checkWrites(sql: SqlClient, runId: string, acked: readonly AckedWrite[]): Promise<WriteCheck> {
  const pattern = `%${runId}-%`;
  const tokenOf = new RegExp(`${runId}-[a-z0-9]+-\\d+`);
  const stored = {
    comment: await sql.query<{ id: number; text: string }>(`SELECT "commentID" AS id, body AS text FROM comments WHERE body LIKE $1`, [pattern]),
    discussion: await sql.query<{ id: number; text: string }>(`SELECT "discussionID" AS id, name AS text FROM discussions WHERE name LIKE $1`, [pattern]),
  };
  const lost: string[] = [];
  const duplicates: string[] = [];
  for (const kind of ["comment", "discussion"] as const) {
    const byID = new Map(stored[kind].map((row) => [Number(row.id), row.text.match(tokenOf)?.[0]]));
    const idsByToken = new Map<string, number[]>();
    for (const row of stored[kind]) {
      const token = row.text.match(tokenOf)?.[0];
      if (token) idsByToken.set(token, [...(idsByToken.get(token) ?? []), Number(row.id)]);
    }
    for (const [token, ids] of idsByToken) if (ids.length > 1) duplicates.push(`${kind} ${token} stored ${ids.length} times (ids ${ids.join(", ")})`);
    const ackedIDs = new Set<number>();
    for (const write of acked.filter((w) => w.kind === kind)) {
      if (ackedIDs.has(write.id)) duplicates.push(`${kind} ${write.id} acknowledged twice`);
      ackedIDs.add(write.id);
      const found = byID.get(write.id);
      if (found === undefined) lost.push(`${kind} ${write.id} (${write.token}) acknowledged but missing`);
      else if (found !== write.token) lost.push(`${kind} ${write.id} acknowledged as ${write.token} but holds ${found ?? "other text"}`);
    }
  }
  return { lost, duplicates };
}
