import { selectArrays } from "@quorum/server";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../../testing/createForumTestApp";
import { toUserFragment, userFragmentColumn, type UserFragmentJson } from "./userFragmentColumn";
import { joinedUserFragment, userFragmentJoin } from "./userFragmentJoin";

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
  // Every shape a card takes: active (a fraction of a second in the time), banned, neither.
  await t.db.updateTable("users").set({ dateLastActive: "2026-11-12 08:20:17.874999+00" }).where("name", "=", "alice").execute();
  await t.db.updateTable("users").set({ banned: true, title: "Former member" }).where("name", "=", "bob").execute();
});
afterAll(() => t?.close());

describe("userFragmentJoin", () => {
  it("gives each user's card as the JSON column does, and null for no such user", async () => {
    const { join, columns } = userFragmentJoin("author", `"ids"."id"`);
    // The JSON column the join replaced, as SQL text (a column reference: no parameters).
    const json = userFragmentColumn(sql.ref("ids.id")).compile(t.db).sql;
    const rows = await selectArrays<[number, UserFragmentJson | null, ...unknown[]]>(
      t.db,
      `SELECT "ids"."id", ${json} AS "json", ${columns}
      FROM (SELECT "userID" AS "id" FROM "users" UNION ALL SELECT 999999) AS "ids"${join} ORDER BY "ids"."id"`,
      [],
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      const [id, json] = row;
      // As JSON text: the API's bytes, key order included.
      expect(JSON.stringify(joinedUserFragment(id, row, 2)), String(id)).toBe(JSON.stringify(json ? toUserFragment(json) : null));
    }
    const alice = rows.find(([id]) => id === t.userIDs.alice);
    expect(alice && joinedUserFragment(alice[0], alice, 2)?.dateLastActive).toBe("2026-11-12T08:20:17.874Z");
  });
});
