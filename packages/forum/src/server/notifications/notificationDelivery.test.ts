import type { MailMessage, MailTransport } from "@quorum/server";
import type { Notification } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForumTestApp, type DemoUser, type ForumTestApp } from "../testing/createForumTestApp";

// How a notification reaches a member: by their stored preferences per type (popup, email), by a
// followed category's own flags, and by email through the site's mail transport.

/** The site's mail transport in this test: it keeps what it is given to send. */
class KeptMail implements MailTransport {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}

let t: ForumTestApp;
const mail = new KeptMail();
let general: number;
beforeAll(async () => {
  t = await createForumTestApp({ mail });
  general = await t.categoryID("general");
  await t.app.quorum.config.patch({ "emails.enabled": true });
});
afterAll(() => t?.close());

const settle = () => t.app.quorum.notifications.worker.idle();
const unread = async (who: DemoUser) => (await t.call(who, { url: "/notifications" })).json<Notification[]>().filter((n) => !n.read);
const markAllRead = (who: DemoUser) => t.call(who, { method: "PATCH", url: "/notifications", body: { read: true } });
const prefer = async (who: DemoUser, body: Record<string, unknown>) =>
  expect((await t.call(who, { method: "PATCH", url: `/notification-preferences/${t.userIDs[who]}`, body })).statusCode).toBe(200);
const discuss = async (who: DemoUser, name: string, body = "Opening post.") => {
  const response = await t.call(who, { method: "POST", url: "/discussions", body: { name, body, format: "markdown", categoryID: general } });
  expect(response.statusCode).toBe(201);
  await settle();
  return response.json<{ discussionID: number }>().discussionID;
};
const mailTo = (who: DemoUser) => mail.sent.filter((message) => message.to === `${who}@example.com`);

describe("notification delivery", () => {
  it("follows each member's stored preference for the type: no popup when it is off, an email when it is on", async () => {
    const emailOf = (await t.forum.selectFrom("users").select("email").where("name", "=", "alice").executeTakeFirstOrThrow()).email;
    expect(emailOf).toBe("alice@example.com");
    await prefer("alice", { Mention: { popup: false, email: true } });
    const before = mailTo("alice").length;
    await discuss("bob", "Seeds for @alice", "Hello @alice, these are for you.");
    expect((await unread("alice")).map((n) => n.activityType)).not.toContain("Mention");
    const sent = mailTo("alice").slice(before);
    expect(sent.map((message) => message.subject)).toEqual(["bob mentioned you in Seeds for @alice"]);
    expect(sent[0]?.text).toMatch(/\/discussion\/\d+\/seeds-for-alice/);

    await prefer("alice", { Mention: { popup: true, email: false } });
    await discuss("bob", "More seeds for @alice", "Again, @alice.");
    expect((await unread("alice")).map((n) => n.activityType)).toContain("Mention");
    expect(mailTo("alice").length).toBe(before + 1);
  });

  it("tells the followers of a category of its new discussions by their flags for that category", async () => {
    await markAllRead("member");
    const follow = (body: Record<string, boolean>) =>
      t.call("member", { method: "PATCH", url: `/categories/${general}/preferences/${t.userIDs.member}`, body });
    expect((await follow({ "preferences.followed": true, "preferences.popup.posts": true, "preferences.email.posts": true })).statusCode).toBe(200);
    const before = mailTo("member").length;
    await discuss("bob", "A new thread for followers");
    expect((await unread("member")).map((n) => [n.activityType, n.body])).toEqual([
      ["NewDiscussion", "<b>bob</b> started a discussion: <b>A new thread for followers</b>"],
    ]);
    expect(
      mailTo("member")
        .slice(before)
        .map((message) => message.subject),
    ).toEqual(["bob started a discussion: A new thread for followers"]);

    // Unfollowed: nothing more.
    await markAllRead("member");
    expect((await follow({ "preferences.followed": false })).statusCode).toBe(200);
    await discuss("bob", "Another thread");
    expect(await unread("member")).toEqual([]);
    expect(mailTo("member").length).toBe(before + 1);
  });
});
