import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../auth/createUser";
import { OutboxTransport } from "../mail/OutboxTransport";
import { api, createTestApp, signIn, type TestApp } from "../testing";
import { sendDueDigests } from "./sendDueDigests";

// The email digest (issue 13 §3): one email per member who takes it, of their unread notifications
// since the last one, daily unless set otherwise, never twice; through the site's mail transport.

const HOUR = 3600_000;
let t: TestApp;
let outboxDir: string;
let clock = Date.now();
const ids: Record<string, number> = {};

beforeAll(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), "digest-outbox-"));
  t = await createTestApp({ mail: new OutboxTransport(outboxDir), now: () => clock });
  for (const name of ["ann", "ben", "cat"]) {
    ids[name] = await createUser(t.db, { name, email: `${name}@example.com`, password: `${name}-password`, roles: ["Member"] });
  }
});
afterAll(async () => {
  await t.close();
  await rm(outboxDir, { recursive: true, force: true });
});

/** The emails in the outbox, oldest first: recipient, subject and text. */
async function outbox(): Promise<Array<{ to: string; subject: string; text: string }>> {
  const files = (await readdir(outboxDir)).filter((file) => file.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const eml = await readFile(join(outboxDir, file), "utf8");
      const header = (name: string) => new RegExp(`^${name}: (.*?)\r?$`, "m").exec(eml)?.[1] ?? "";
      // The plain text part: the first base64 body after a text/plain header.
      const plain = eml.split("Content-Type: text/plain")[1]?.split("\r\n\r\n")[1]?.split("\r\n--")[0] ?? "";
      return { to: header("To"), subject: header("Subject"), text: Buffer.from(plain.replace(/\r\n/g, ""), "base64").toString("utf8") };
    }),
  );
}

let recordID = 0;
/** A notification as the fan-out writes it, `read` or not, a second later on the test's clock. */
async function notify(who: string, headline: string, read = false): Promise<void> {
  recordID += 1;
  clock += 1000;
  const at = new Date(clock);
  await t.db
    .insertInto("notifications")
    .values({
      userID: ids[who] ?? 0,
      activityType: "Mention",
      recordType: "discussion",
      recordID,
      discussionID: recordID,
      groupKey: `g${recordID}`,
      body: `<b>probe</b> ${headline}`,
      bodyGrouped: "<b>{count}</b> pings",
      url: `/discussion/${recordID}`,
      photoUrl: null,
      read,
      jobID: 0,
      dateInserted: at,
      dateUpdated: at,
    })
    .execute();
}

const takeDigest = async (who: string) => {
  const cookie = await signIn(t.app, who, `${who}-password`);
  const response = await api(t.app, { method: "PATCH", url: `/notification-preferences/${ids[who]}`, cookie, body: { DigestEnabled: { email: true } } });
  expect(response.statusCode, response.body).toBe(200);
};
const runNow = () => t.app.quorum.notifications.worker.sendDigests();

describe("the email digest", () => {
  it("sends nothing while the site has no digest", async () => {
    await notify("ann", "pinged you about 1");
    expect(await runNow()).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it("mails each member who takes it their unread notifications once a day, never twice, and nobody else", async () => {
    await t.app.quorum.config.patch({ "emails.digest": true });
    await takeDigest("ann");
    await takeDigest("cat");
    await notify("ann", "pinged you about 2");
    await notify("ann", "read already", true);
    await notify("ben", "pinged ben");

    expect(await runNow()).toBe(1);
    const [first, ...rest] = await outbox();
    expect(rest).toEqual([]);
    expect(first?.to).toBe("ann@example.com");
    expect(first?.subject).toBe("Your notification digest: 2 new notifications");
    expect(first?.text).toContain("probe pinged you about 2\n  /discussion/2");
    expect(first?.text).toContain("probe pinged you about 1");
    expect(first?.text).not.toContain("read already");

    // Not again the same day, even for what came since; nor from another process (the mark is stored).
    await notify("ann", "pinged you about 4");
    expect(await runNow()).toBe(0);
    const elsewhere = await sendDueDigests(t.db, new OutboxTransport(outboxDir), undefined, new Date(clock));
    expect(elsewhere).toBe(0);
    expect(await outbox()).toHaveLength(1);

    // A day later: what came since the last digest, only.
    clock += 24 * HOUR + 1000;
    expect(await runNow()).toBe(1);
    const second = (await outbox())[1];
    expect(second?.subject).toBe("Your notification digest: 1 new notification");
    expect(second?.text).toContain("probe pinged you about 4");
    expect(second?.text).not.toContain("about 2");
  });

  it("follows the interval setting, and sends nothing to a member who turned it off", async () => {
    await t.app.quorum.config.patch({ "emails.digestIntervalHours": 2 });
    const before = (await outbox()).length;
    await notify("ann", "pinged you about 6");
    clock += 2 * HOUR + 1000;
    expect(await runNow()).toBe(1);
    expect((await outbox()).at(-1)?.text).toContain("about 6");

    const cookie = await signIn(t.app, "ann", "ann-password");
    expect(
      (await api(t.app, { method: "PATCH", url: `/notification-preferences/${ids.ann}`, cookie, body: { DigestEnabled: { email: false } } })).statusCode,
    ).toBe(200);
    await notify("ann", "pinged you about 7");
    clock += 2 * HOUR + 1000;
    expect(await runNow()).toBe(0);
    expect(await outbox()).toHaveLength(before + 1);
  });
});
