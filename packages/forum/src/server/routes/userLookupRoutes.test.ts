import { DEFAULT_PHOTO_PATH, type UserFragment } from "@quorum/api";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usersByNameQuery } from "../services/users/findUsersByName";
import { createForumTestApp, type ForumTestApp } from "../testing/createForumTestApp";

let t: ForumTestApp;
const day = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  t = await createForumTestApp();
  const now = Date.now();
  // Lookup fixtures: names differing in case and punctuation; some active lately, some long ago.
  const people: Array<[string, number | null]> = [
    ["Ab.Cde", now - 200 * day],
    ["abby", now - 2 * day],
    ["AB_Zed", null],
    ["Abe Lincoln", now - 10 * day],
    ["Zoë-Ab", now - day],
    ["Bab", now],
  ];
  await t.forum
    .insertInto("users")
    .values(
      people.map(([name, active]) => ({
        name,
        email: `${name.replace(/\W/g, "").toLowerCase()}@example.com`,
        passwordHash: "not-a-hash",
        photoUrl: "",
        title: "",
        emailConfirmed: true,
        banned: false,
        isAdmin: false,
        signature: null,
        dateLastActive: active === null ? null : new Date(active),
      })),
    )
    .execute();
});
afterAll(() => t?.close());

const lookup = async (query: Record<string, string>, who: "guest" | "member" = "member") => {
  const response = await t.call(who, { url: "/users/by-names/", query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserFragment[]>();
};
const names = (users: UserFragment[]) => users.map((u) => u.name);

describe("GET /users/by-names", () => {
  it("matches a prefix case- and punctuation-insensitively, by name", async () => {
    expect(names(await lookup({ name: "ab*" }))).toEqual(["abby", "Ab.Cde", "Abe Lincoln", "AB_Zed"]);
    expect(names(await lookup({ name: "A.B-c*" }))).toEqual(["Ab.Cde"]);
    expect(names(await lookup({ name: "abel*" }))).toEqual(["Abe Lincoln"]);
    expect(names(await lookup({ name: "zoë*" }))).toEqual(["Zoë-Ab"]);
    const [abby] = await lookup({ name: "abb*" });
    expect(abby).toEqual({
      userID: expect.any(Number),
      name: "abby",
      // Absolute, on the site as the request reached it (app.inject's host); no photo: the default one.
      url: "http://localhost:80/profile/abby",
      photoUrl: `http://localhost:80${DEFAULT_PHOTO_PATH}`,
      dateLastActive: expect.any(String),
      title: "",
      banned: 0,
    });
  });

  it("matches the whole name without a trailing star", async () => {
    expect(names(await lookup({ name: "ABBY" }))).toEqual(["abby"]);
    expect(names(await lookup({ name: "ab cde" }))).toEqual(["Ab.Cde"]);
    expect(await lookup({ name: "ab" })).toEqual([]);
  });

  it("puts users active in the last 90 days first for mentions, then by name", async () => {
    expect(names(await lookup({ name: "ab*", order: "mention", limit: "50" }))).toEqual(["abby", "Abe Lincoln", "Ab.Cde", "AB_Zed"]);
    expect(names(await lookup({ name: "ab*", order: "dateLastActive" }))).toEqual(["abby", "Abe Lincoln", "Ab.Cde", "AB_Zed"]);
  });

  it("pages with limit (at most 100) and the paging headers", async () => {
    const first = await t.call("member", { url: "/users/by-names", query: { name: "ab*", limit: "3" } });
    expect(names(first.json())).toEqual(["abby", "Ab.Cde", "Abe Lincoln"]);
    expect(first.headers.link).toContain('rel="next"');
    const second = await t.call("member", { url: "/users/by-names", query: { name: "ab*", limit: "3", page: "2" } });
    expect(names(second.json())).toEqual(["AB_Zed"]);
    expect(second.headers.link).not.toContain('rel="next"');
  });

  it("refuses bad input naming the parameter", async () => {
    const tooMany = await t.call("member", { url: "/users/by-names", query: { name: "ab*", limit: "101" } });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toHaveProperty("limit");
    const noName = await t.call("member", { url: "/users/by-names" });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors).toHaveProperty("name");
    expect((await t.call("member", { url: "/users/by-names", query: { name: "ab*", order: "random" } })).json().errors).toHaveProperty("order");
  });

  it("needs profiles.view", async () => {
    expect(names(await lookup({ name: "abby" }, "guest"))).toEqual(["abby"]);
    const guestRole = await t.forum.selectFrom("roles").select("roleID").where("type", "=", "guest").executeTakeFirstOrThrow();
    await t.forum.deleteFrom("rolePermissions").where("roleID", "=", guestRole.roleID).where("permission", "=", "profiles.view").execute();
    t.app.quorum.permissions.invalidate();
    try {
      expect((await t.call("guest", { url: "/users/by-names", query: { name: "abby" } })).statusCode).toBe(403);
    } finally {
      await t.forum
        .insertInto("rolePermissions")
        .values({ roleID: guestRole.roleID, resourceType: "global", resourceID: 0, permission: "profiles.view", granted: true })
        .execute();
      t.app.quorum.permissions.invalidate();
    }
  });

  it("finds the users through the mention index, not by reading the table", async () => {
    const plan = await t.forum.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return usersByNameQuery(trx, { name: "ab*", order: "mention" }, new Date()).explain();
    });
    expect(JSON.stringify(plan)).toContain("users_mention_key");
  });
});
