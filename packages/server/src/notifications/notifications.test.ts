import { hasPermission, type Notification, type UserCounts } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineServerAddon } from "../addons/defineServerAddon";
import { createUser } from "../auth/createUser";
import { createApp } from "../createApp";
import { api, createTestApp, openEventStream, signIn, type TestApp } from "../testing";
import { defineNotificationSource } from "./NotificationSource";

// A source under the test's control: who hears of the event, under which group, and whether only
// site managers may see its record.
const ping = defineNotificationSource({
  name: "probe.ping",
  addon: "probe",
  params: Type.Object({ recordID: Type.Integer(), recipients: Type.Array(Type.Integer()), group: Type.String(), staffOnly: Type.Boolean() }),
  async groups(params) {
    return [
      {
        type: "Mention",
        recipients: params.recipients,
        recordType: "discussion",
        recordID: params.recordID,
        discussionID: params.recordID,
        groupKey: params.group,
        body: `<b>probe</b> pinged you about ${params.recordID}`,
        bodyGrouped: `<b>{count}</b> pings`,
        url: `/discussion/${params.recordID}`,
        photoUrl: null,
        canSee: (permissions) => !params.staffOnly || hasPermission(permissions, "site.manage"),
      },
    ];
  },
});
const probe = defineServerAddon({
  key: "probe",
  name: "Probe",
  description: "Emits notifications.",
  version: "1.0.0",
  routes(_app, ctx) {
    ctx.notifications.register(ping);
  },
});

let t: TestApp;
const ids: Record<string, number> = {};
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ addons: [probe] });
  for (const [name, roles] of [
    ["ann", ["Member"]],
    ["ben", ["Member"]],
    ["cat", ["Member"]],
    ["boss", ["Administrator"]],
  ] as const) {
    ids[name] = await createUser(t.db, { name, email: `${name}@example.com`, password: `${name}-password`, roles: [...roles] });
    cookies[name] = await signIn(t.app, name, `${name}-password`);
  }
});
afterAll(() => t.close());

/** Emits as `actor` and waits for the fan-out. */
async function emit(actor: string, params: { recordID: number; recipients: string[]; group?: string; staffOnly?: boolean }) {
  const { notifications } = t.app.quorum;
  await notifications.emit(
    ping,
    {
      recordID: params.recordID,
      recipients: params.recipients.map((name) => ids[name] ?? 0),
      group: params.group ?? `g${params.recordID}`,
      staffOnly: params.staffOnly ?? false,
    },
    ids[actor] ?? 0,
  );
  await notifications.worker.idle();
}
const list = async (who: string) => (await api(t.app, { url: "/notifications", cookie: cookies[who] })).json<Notification[]>();
const unread = async (who: string) =>
  (await api(t.app, { url: "/users/me-counts", cookie: cookies[who] })).json<UserCounts>().counts.find((c) => c.name === "UnreadNotifications")?.count;

describe("fan-out", () => {
  it("notifies the recipients, never the actor, never one who may not see the record", async () => {
    await emit("ann", { recordID: 1, recipients: ["ann", "ben", "boss"] });
    expect((await list("ben")).map((n) => n.body)).toEqual(["<b>probe</b> pinged you about 1"]);
    expect(await list("ann")).toEqual([]);
    await emit("ann", { recordID: 2, recipients: ["ben", "boss"], staffOnly: true });
    expect((await list("ben")).map((n) => n.recordID)).toEqual([1]);
    expect((await list("boss")).map((n) => n.recordID)).toEqual([2, 1]);
  });

  it("groups events with the same key into one unread entry with a count, and starts afresh once it is read", async () => {
    for (let i = 0; i < 10; i++) await emit("ann", { recordID: 100 + i, recipients: ["cat"], group: "thread" });
    const [entry, ...rest] = await list("cat");
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ count: 10, body: "<b>10</b> pings", recordID: 109, read: false });
    expect(await unread("cat")).toBe(1);
    await api(t.app, { method: "PATCH", url: `/notifications/${entry?.notificationID}`, body: { read: true }, cookie: cookies.cat });
    await emit("ann", { recordID: 110, recipients: ["cat"], group: "thread" });
    expect((await list("cat")).map((n) => [n.count, n.read])).toEqual([
      [1, false],
      [10, true],
    ]);
  });

  it("counts a job worked twice (a crash before it was deleted) once", async () => {
    await emit("ann", { recordID: 200, recipients: ["ben"], group: "twice" });
    const [job] = await t.db
      .insertInto("notificationJobs")
      .values({ source: "probe.ping", params: JSON.stringify({ recordID: 201, recipients: [ids.ben], group: "twice", staffOnly: false }), actorUserID: 0 })
      .returning("jobID")
      .execute();
    t.app.quorum.notifications.worker.wake();
    await t.app.quorum.notifications.worker.idle();
    // The same job id again, as a worker that died after writing would leave it.
    await t.db
      .insertInto("notificationJobs")
      .values({
        jobID: job?.jobID,
        source: "probe.ping",
        params: JSON.stringify({ recordID: 201, recipients: [ids.ben], group: "twice", staffOnly: false }),
        actorUserID: 0,
      })
      .execute();
    t.app.quorum.notifications.worker.wake();
    await t.app.quorum.notifications.worker.idle();
    expect((await list("ben")).find((n) => n.recordID === 201)?.count).toBe(2);
  });

  it("works the jobs a stopped process left when the next one starts", async () => {
    // Queued while no server works them (the process died after answering).
    await t.db
      .insertInto("notificationJobs")
      .values({ source: "probe.ping", params: JSON.stringify({ recordID: 300, recipients: [ids.cat], group: "restart", staffOnly: false }), actorUserID: 0 })
      .execute();
    await t.app.quorum.notifications.close();
    const second = await createApp({ db: t.db, addons: [probe] });
    try {
      await second.ready();
      await second.quorum.notifications.worker.idle();
      expect(await t.db.selectFrom("notificationJobs").select("jobID").execute()).toEqual([]);
      expect((await list("cat")).map((n) => n.recordID)).toContain(300);
    } finally {
      await second.close();
      await t.app.quorum.notifications.start();
    }
  });
});

describe("the API", () => {
  it("answers guests 403 and someone else's notification as missing", async () => {
    expect((await api(t.app, { url: "/notifications" })).statusCode).toBe(403);
    expect((await api(t.app, { method: "PATCH", url: "/notifications", body: { read: true } })).statusCode).toBe(403);
    const [bens] = await list("ben");
    const other = await api(t.app, { url: `/notifications/${bens?.notificationID}`, cookie: cookies.cat });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: "Notification not found.", status: 404 });
    expect((await api(t.app, { method: "PATCH", url: `/notifications/${bens?.notificationID}`, body: { read: true }, cookie: cookies.cat })).statusCode).toBe(
      404,
    );
    expect((await api(t.app, { url: `/notifications/${bens?.notificationID}`, cookie: cookies.ben })).json()).toEqual(bens);
    expect((await api(t.app, { url: `/notifications/${bens?.notificationID}`, cookie: cookies.ben })).json<Notification>().read).toBe(false);
  });

  it("refuses bad input with 4xx naming the field, changing nothing", async () => {
    const before = await unread("ben");
    for (const body of [{ read: false }, {}, { read: "yes" }, { read: null }]) {
      const response = await api(t.app, { method: "PATCH", url: "/notifications", body, cookie: cookies.ben });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json<{ errors: Record<string, unknown> }>().errors)).toEqual(["read"]);
    }
    const page = await api(t.app, { url: "/notifications", query: { limit: "0" }, cookie: cookies.ben });
    expect(page.statusCode).toBe(422);
    expect(page.json()).toMatchObject({ errors: { limit: expect.any(Array) } });
    expect((await api(t.app, { url: "/notifications/0", cookie: cookies.ben })).statusCode).toBe(422);
    expect(await unread("ben")).toBe(before);
  });

  it("guards one notification: guests 403; a bad id or body 422 naming the field, the entry left unread", async () => {
    await emit("ann", { recordID: 150, recipients: ["ben"] });
    const entry = (await list("ben")).find((n) => n.recordID === 150);
    expect(entry?.read).toBe(false);
    const url = `/notifications/${entry?.notificationID}`;
    expect((await api(t.app, { url })).statusCode).toBe(403);
    expect((await api(t.app, { method: "PATCH", url, body: { read: true } })).statusCode).toBe(403);
    for (const body of [{ read: false }, {}, { read: "yes" }, { read: null }]) {
      const response = await api(t.app, { method: "PATCH", url, body, cookie: cookies.ben });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json<{ errors: Record<string, unknown> }>().errors), JSON.stringify(body)).toEqual(["read"]);
    }
    for (const id of ["abc", "0", "-1"]) {
      for (const method of ["GET", "PATCH"] as const) {
        const response = await api(t.app, { method, url: `/notifications/${id}`, body: { read: true }, cookie: cookies.ben });
        expect(response.statusCode, `${method} ${id}`).toBe(422);
        expect(response.json<{ errors: Record<string, unknown> }>().errors).toHaveProperty("id");
      }
    }
    expect((await api(t.app, { url, cookie: cookies.ben })).json<Notification>().read).toBe(false);
  });

  it("pages the list with the paging headers", async () => {
    const first = await api(t.app, { url: "/notifications", query: { limit: "1" }, cookie: cookies.boss });
    expect(first.headers["x-app-page-current"]).toBe("1");
    expect(first.headers.link).toContain("page=2");
    const second = await api(t.app, { url: "/notifications", query: { limit: "1", page: "2" }, cookie: cookies.boss });
    expect(second.json<Notification[]>().map((n) => n.recordID)).toEqual([1]);
    expect(second.headers.link).not.toContain('rel="next"');
  });

  it("marks all read: the count becomes 0 in me-counts and the current user, and every entry is read", async () => {
    expect(await unread("cat")).toBeGreaterThan(0);
    const response = await api(t.app, { method: "PATCH", url: "/notifications", body: { read: true }, cookie: cookies.cat });
    expect(response.statusCode).toBe(204);
    expect(await unread("cat")).toBe(0);
    expect((await api(t.app, { url: "/users/me", cookie: cookies.cat })).json()).toMatchObject({ countUnreadNotifications: 0 });
    expect((await list("cat")).every((n) => n.read)).toBe(true);
  });
});

describe("the event stream", () => {
  let origin: string;
  beforeAll(async () => {
    origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });

  it("refuses guests and requests that do not ask for events", async () => {
    expect((await api(t.app, { url: "/notifications/stream", headers: { accept: "text/event-stream" } })).statusCode).toBe(403);
    const plain = await api(t.app, { url: "/notifications/stream", cookie: cookies.ben });
    expect(plain.statusCode).toBe(406);
    expect(plain.json()).toMatchObject({ status: 406 });
  });

  it("sends the count and latest entries first, then each new entry and count as it happens", async () => {
    await api(t.app, { method: "PATCH", url: "/notifications", body: { read: true }, cookie: cookies.ben });
    const stream = await openEventStream(origin, cookies.ben ?? "");
    try {
      expect(stream.response.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
      const first = await stream.next();
      expect(first.countUnreadNotifications).toBe(0);
      await emit("ann", { recordID: 400, recipients: ["ben"] });
      const second = await stream.next();
      expect(second.countUnreadNotifications).toBe(1);
      expect(second.notifications.map((n) => n.recordID)).toEqual([400]);
      // Marking read elsewhere (another tab) moves the count on every open page.
      await api(t.app, { method: "PATCH", url: "/notifications", body: { read: true }, cookie: cookies.ben });
      expect(await stream.next()).toEqual({ countUnreadNotifications: 0, notifications: [] });
    } finally {
      stream.close();
    }
  });

  it.runIf(Boolean(process.env.QUORUM_TEST_DATABASE_URL))("reaches a stream held by another process through LISTEN/NOTIFY", async () => {
    const other = await createApp({ db: t.db, addons: [probe], ...(t.database.url ? { databaseUrl: t.database.url } : {}) });
    try {
      await other.ready();
      const stream = await openEventStream(origin, cookies.ben ?? "");
      await stream.next();
      // Emitted and fanned out by the other app: the stream's app hears of it only through PostgreSQL.
      await other.quorum.notifications.emit(ping, { recordID: 500, recipients: [ids.ben ?? 0], group: "other", staffOnly: false }, 0);
      await other.quorum.notifications.worker.idle();
      expect((await stream.next()).notifications.map((n) => n.recordID)).toEqual([500]);
      stream.close();
    } finally {
      await other.close();
    }
  });
});
