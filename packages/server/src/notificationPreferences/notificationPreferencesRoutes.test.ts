import { NOTIFICATION_PREFERENCE_TYPES, type NotificationPreferences } from "@quorum/api";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUser } from "../auth/createUser";
import { api, createTestApp, signIn, type TestApp } from "../testing";
import { readNotificationPreferences } from "./readNotificationPreferences";

let t: TestApp;
let adaID: number;
let bobID: number;
let ada: string;
let bob: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  adaID = await createUser(t.db, { name: "ada", email: "ada@example.com", password: "correct horse", roles: ["Member"] });
  bobID = await createUser(t.db, { name: "bob", email: "bob@example.com", password: "correct horse", roles: ["Member"] });
  await createUser(t.db, { name: "root", email: "root@example.com", password: "correct horse", roles: ["Administrator"], isAdmin: true });
  [ada, bob, admin] = await Promise.all([signIn(t.app, "ada", "correct horse"), signIn(t.app, "bob", "correct horse"), signIn(t.app, "root", "correct horse")]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom("notificationPreferences").execute();
  await t.db.deleteFrom("notificationLanguages").execute();
  await t.app.quorum.config.patch({ "emails.enabled": false, "emails.digest": false });
});

const stored = () => t.db.selectFrom("notificationPreferences").selectAll().orderBy("key").execute();
const get = (userID: number, cookie?: string) => api(t.app, { url: `/notification-preferences/${userID}`, ...(cookie ? { cookie } : {}) });
const patch = (userID: number, body: unknown, cookie?: string) =>
  api(t.app, { method: "PATCH", url: `/notification-preferences/${userID}`, body, ...(cookie ? { cookie } : {}) });

describe("GET /notification-preferences/schema", () => {
  it("lists every type with its label, the email column only with emails.enabled, the digest only with emails.digest", async () => {
    const off = (await api(t.app, { url: "/notification-preferences/schema" })).json();
    const groups = off.properties.notifications.properties as Record<
      string,
      { properties: Record<string, { "x-control": { label: string }; properties: object }> }
    >;
    const types = Object.values(groups).flatMap((group) => Object.entries(group.properties));
    expect(types.map(([key]) => key)).toEqual(NOTIFICATION_PREFERENCE_TYPES.map((type) => type.key));
    expect(types.find(([key]) => key === "DiscussionComment")?.[1]).toMatchObject({
      "x-control": { label: "Discussion Comment", description: "New comments on my posts" },
    });
    expect(types.every(([, node]) => Object.keys(node.properties).join() === "popup")).toBe(true);
    expect(off.properties).not.toHaveProperty("DigestEnabled");
    expect(off.properties).toHaveProperty("NotificationLanguage");

    await t.app.quorum.config.patch({ "emails.enabled": true });
    const email = (await api(t.app, { url: "/notification-preferences/schema", cookie: ada })).json();
    expect(Object.keys(email.properties.notifications.properties.myPosts.properties.DiscussionComment.properties)).toEqual(["popup", "email"]);
    expect(email.properties).not.toHaveProperty("DigestEnabled");

    await t.app.quorum.config.patch({ "emails.digest": true });
    const digest = (await api(t.app, { url: "/notification-preferences/schema" })).json();
    expect(digest.properties.DigestEnabled).toMatchObject({ "x-control": { label: "Email Digest" }, properties: { email: { type: "boolean" } } });
  });
});

describe("GET /notification-preferences/{userID}", () => {
  it("answers a member's own defaults: popups on, emails off, the digest off, the site's language", async () => {
    const res = await get(adaID, ada);
    expect(res.statusCode).toBe(200);
    const prefs = res.json<NotificationPreferences>();
    for (const { key } of NOTIFICATION_PREFERENCE_TYPES) expect(prefs[key]).toEqual({ popup: true, email: false });
    expect(prefs.DigestEnabled).toEqual({ email: false });
    expect(prefs.NotificationLanguage).toBe("en");
  });

  it("answers another member's as missing, to members and guests; a site manager reads anyone's", async () => {
    expect((await get(adaID, bob)).statusCode).toBe(404);
    expect((await get(adaID)).statusCode).toBe(404);
    expect((await get(adaID, admin)).statusCode).toBe(200);
    expect((await get(999_999, admin)).json()).toEqual({ message: "User not found.", status: 404 });
  });
});

describe("PATCH /notification-preferences/{userID}", () => {
  it("saves the flags given, keeps the others, and answers the whole set", async () => {
    await t.app.quorum.config.patch({ "emails.enabled": true, "emails.digest": true });
    const res = await patch(adaID, { Mention: { popup: false }, Reaction: { email: true }, DigestEnabled: { email: true }, NotificationLanguage: "fr" }, ada);
    expect(res.statusCode).toBe(200);
    const prefs = res.json<NotificationPreferences>();
    expect(prefs.Mention).toEqual({ popup: false, email: false });
    expect(prefs.Reaction).toEqual({ popup: true, email: true });
    expect(prefs.DigestEnabled).toEqual({ email: true });
    expect(prefs.NotificationLanguage).toBe("fr");
    // A second patch of one flag keeps the other flag of that key.
    await patch(adaID, { Reaction: { popup: false } }, ada);
    expect((await get(adaID, ada)).json<NotificationPreferences>().Reaction).toEqual({ popup: false, email: true });
    // Emails switched off site-wide read as off, without losing the member's choice.
    await t.app.quorum.config.patch({ "emails.enabled": false });
    expect((await get(adaID, ada)).json<NotificationPreferences>().Reaction).toEqual({ popup: false, email: false });
    expect((await stored()).find((row) => row.key === "Reaction")).toMatchObject({ popup: false, email: true });
  });

  it("lets a site manager change anyone's, and nobody else", async () => {
    expect((await patch(adaID, { Mention: { popup: false } }, admin)).statusCode).toBe(200);
    await t.db.deleteFrom("notificationPreferences").execute();
    for (const cookie of [bob, undefined]) {
      const res = await patch(adaID, { Mention: { popup: false } }, cookie);
      expect(res.statusCode).toBe(404);
      expect(await stored()).toEqual([]);
    }
  });

  it.each([
    [{ Nonsense: { popup: true } }, "Nonsense", "Nonsense is not a notification preference."],
    [{ Mention: { popup: "loud" } }, "Mention.popup", "Mention.popup must be a boolean."],
    [{ Mention: { email: true } }, "Mention.email", "Email notifications are not enabled on this site."],
    [{ DigestEnabled: { email: true } }, "DigestEnabled.email", "The email digest is not enabled on this site."],
    [{ NotificationLanguage: "<script>" }, "NotificationLanguage", null],
  ])("refuses %j with 422 naming %s, writing nothing", async (body, field, message) => {
    const res = await patch(adaID, { Mention: { popup: false }, ...body }, ada);
    expect(res.statusCode).toBe(422);
    const errors = res.json<{ errors: Record<string, Array<{ message: string }>> }>().errors;
    expect(Object.keys(errors)).toContain(field);
    if (message) expect(errors[field]?.[0]?.message).toBe(message);
    expect(await stored()).toEqual([]);
    expect(await t.db.selectFrom("notificationLanguages").selectAll().execute()).toEqual([]);
  });
});

describe("a malformed userID", () => {
  it("answers 422 naming userID on GET and PATCH, writing nothing", async () => {
    for (const id of ["abc", "0", "1.5"]) {
      for (const response of [
        await api(t.app, { url: `/notification-preferences/${id}`, cookie: admin }),
        await api(t.app, { method: "PATCH", url: `/notification-preferences/${id}`, body: { Mention: { popup: false } }, cookie: admin }),
      ]) {
        expect(response.statusCode, id).toBe(422);
        expect(Object.keys(response.json<{ errors: Record<string, unknown> }>().errors)).toEqual(["userID"]);
      }
    }
    // A body that is not an object of preferences names the body.
    const notObject = await patch(adaID, ["Mention"], ada);
    expect(notObject.statusCode).toBe(422);
    expect(notObject.json()).toMatchObject({ status: 422, errors: expect.any(Object) });
    expect(await stored()).toEqual([]);
  });
});

describe("readNotificationPreferences", () => {
  it("answers stored choices and the defaults for everyone else, in one call for many users", async () => {
    await t.app.quorum.config.patch({ "emails.enabled": true });
    await patch(adaID, { DiscussionComment: { popup: false, email: true } }, ada);
    const found = await readNotificationPreferences(t.db, [adaID, bobID], "DiscussionComment");
    expect(found.get(adaID)).toEqual({ popup: false, email: true });
    expect(found.get(bobID)).toEqual({ popup: true, email: false });
    expect((await readNotificationPreferences(t.db, [bobID], "DigestEnabled")).get(bobID)).toEqual({ popup: false, email: false });
    // No email while the site sends none.
    await t.app.quorum.config.patch({ "emails.enabled": false });
    expect((await readNotificationPreferences(t.db, [adaID], "DiscussionComment")).get(adaID)).toEqual({ popup: false, email: false });
    expect((await readNotificationPreferences(t.db, [], "Mention")).size).toBe(0);
  });
});
