import { selectArrays } from "@quorum/server";
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type ForumTestApp } from "../../testing/createForumTestApp";
import { SqlParameters } from "../SqlParameters";
import { at, discussionIntegers, discussionValuesSql, int, type DiscussionValues } from "./DiscussionValues";

let t: ForumTestApp;
beforeAll(async () => {
  t = await createForumTestApp();
});
afterAll(() => t?.close());

const EVERYTHING: ReadonlySet<string> = new Set(["all"]);

describe("discussionValuesSql", () => {
  it("reads back every stored field as the table holds it: integers packed, flags 0/1, timestamps as text", async () => {
    const stored = await t.forum.selectFrom("discussions").selectAll().orderBy("discussionID").execute();
    const params = new SqlParameters();
    const { columns, joins } = discussionValuesSql('"discussions"', { expand: EVERYTHING, viewerID: t.userIDs.member ?? 0, body: "full" }, params);
    const rows = await selectArrays<DiscussionValues>(
      t.db,
      `SELECT ${columns} FROM "discussions"${joins} ORDER BY "discussions"."discussionID"`,
      params.values,
    );
    expect(rows).toHaveLength(stored.length);
    for (const [i, row] of rows.entries()) {
      const d = stored[i];
      if (!d) throw new Error("one stored row per row");
      const integers = discussionIntegers(row);
      const orNaN = (value: number | null) => value ?? Number.NaN;
      expect([...integers]).toEqual([
        d.discussionID,
        d.categoryID,
        d.insertUserID,
        orNaN(d.updateUserID),
        orNaN(d.lastCommentUserID),
        d.countComments,
        d.countViews,
        d.score,
        d.statusID,
        Number(d.pinned),
        Number(d.closed),
        Number(d.sink),
        Number(d.resolved),
      ]);
      expect(integers[int.discussionID]).toBe(d.discussionID);
      expect([row[at.type], row[at.name], row[at.format], row[at.excerpt], row[at.hot], row[at.pinLocation], row[at.attributes]]).toEqual([
        d.type,
        d.name,
        d.format,
        d.excerpt,
        d.hot,
        d.pinLocation,
        d.attributes,
      ]);
      // As PostgreSQL prints them: the same instants as the Dates pg makes.
      expect(new Date(row[at.dateInserted].replace(" ", "T").replace(/\+00$/, "Z")).getTime()).toBe(d.dateInserted.getTime());
    }
  });

  it("places each expansion and the bodies where its layout says, and selects nothing not asked for", async () => {
    const read = async (expand: ReadonlySet<string>, viewerID: number, body: "full" | "excerpt") => {
      const params = new SqlParameters();
      const { columns, joins, layout } = discussionValuesSql('"discussions"', { expand, viewerID, body }, params);
      // Objects this once, to see the columns' names in order.
      const text = `SELECT ${columns} FROM "discussions"${joins} WHERE "discussions"."discussionID" = 1`;
      const { rows } = await t.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, params.values));
      const names = Object.keys(rows[0] ?? {});
      // A guest's SQL has no parameter at all; a member's only their id.
      expect(new Set(params.values)).toEqual(new Set(viewerID > 0 ? [viewerID] : []));
      return { names, layout };
    };
    const member = t.userIDs.member ?? 0;
    const all = await read(EVERYTHING, member, "full");
    expect(all.layout.end).toBe(all.names.length);
    expect(all.names[all.layout.insertUser]).toBe("insertUserName");
    expect(all.names[all.layout.lastUser + 4]).toBe("lastUserDateLastActive");
    expect(all.names[all.layout.tags]).toBe("tagsJson");
    expect(all.names[all.layout.readState]).toBe("readStateJson");
    expect(all.names[all.layout.reactions]).toBe("reactionsJson");
    expect(all.names.slice(all.layout.body)).toEqual(["body", "bodyHtml"]);

    const guestList = await read(new Set(["insertUser"]), 0, "excerpt");
    expect(guestList.layout).toMatchObject({ lastUser: -1, tags: -1, readState: -1, reactions: -1, body: -1 });
    expect(guestList.names.slice(guestList.layout.insertUser)).toEqual([
      "insertUserName",
      "insertUserPhotoUrl",
      "insertUserTitle",
      "insertUserBanned",
      "insertUserDateLastActive",
    ]);
  });
});
