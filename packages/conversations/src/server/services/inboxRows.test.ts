import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConversationsTestApp, type ConversationsTestApp } from "../testing/createConversationsTestApp";
import { inboxRows } from "./inboxRows";

let t: ConversationsTestApp;
beforeAll(async () => {
  t = await createConversationsTestApp();
});
afterAll(() => t?.close());

describe("an inbox of 10,000 conversations", () => {
  it("reads its first page from the inbox index, in order, sorting nothing", async () => {
    const alice = t.userIDs["alice"] ?? 0;
    const bob = t.userIDs["bob"] ?? 0;
    // 10,000 conversations between alice and bob, one in ten unread for alice, as the routes would leave them.
    await sql`INSERT INTO "conversations" ("insertUserID", "countParticipants", "dateLastMessage")
      SELECT ${bob}, 2, now() - make_interval(mins => n) FROM generate_series(1, 10000) AS n`.execute(t.db);
    await sql`INSERT INTO "conversationParticipants" ("conversationID", "userID", "countUnread", "dateLastMessage")
      SELECT c."conversationID", u.id, CASE WHEN u.id = ${alice} AND c."conversationID" % 10 = 0 THEN 1 ELSE 0 END, c."dateLastMessage"
      FROM "conversations" c CROSS JOIN (VALUES (${alice}::int), (${bob}::int)) AS u(id)`.execute(t.db);
    await sql`ANALYZE "conversationParticipants"`.execute(t.db);

    const query = inboxRows(t.conversations, alice, 1, 30).compile();
    const plan = await sql<{ "QUERY PLAN": string }>`EXPLAIN ${sql.raw(inlined(query.sql, query.parameters))}`.execute(t.db);
    const text = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toContain("conversationParticipants_inbox");
    expect(text).not.toMatch(/Sort/);

    // And it is the right page: the unread first, newest first.
    const rows = await inboxRows(t.conversations, alice, 1, 30).execute();
    expect(rows).toHaveLength(31);
    expect(rows.slice(0, 30).every((row) => row.countUnread === 1)).toBe(true);
  });
});

/** The compiled SQL with its parameters written in (EXPLAIN of a statement with parameters needs them). */
function inlined(text: string, parameters: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = parameters[Number(index) - 1];
    return typeof value === "number" || typeof value === "boolean" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}
