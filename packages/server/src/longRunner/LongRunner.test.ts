import { LONG_RUNNER_CONTENT_TYPE, type LongRunnerResult } from "@quorum/api";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defineServerAddon } from "../addons/defineServerAddon";
import { createUser } from "../auth/createUser";
import { HttpError } from "../errors/HttpError";
import { api, createTestApp, signIn, type TestApp } from "../testing";
import { defineLongRunnerJob } from "./LongRunnerJob";

// A real job: each record writes one config row in its own transaction. Record 13 is refused
// (an HttpError), record 66 crashes (any other error).
const stampJob = defineLongRunnerJob({
  name: "probe.stamp",
  addon: "probe",
  params: Type.Object({ label: Type.String() }),
  async run(id, params, request) {
    if (id === 13) throw new HttpError(403, "Unlucky number.");
    if (id === 66) throw new Error("connection detail nobody should see");
    await request.server.quorum.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("config")
        .values({ key: `stamp.${id}`, value: JSON.stringify(`${params.label} by ${request.viewer.user.name}`) })
        .execute();
    });
  },
});

const probe = defineServerAddon({
  key: "probe",
  name: "Probe",
  description: "Starts a long-running job.",
  version: "1.0.0",
  routes(app, ctx) {
    ctx.longRunner.register(stampJob);
    app
      .withTypeProvider<TypeBoxTypeProvider>()
      .post(
        "/probe/stamp",
        { schema: { body: Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 })), label: Type.String() }) } },
        async (request, reply) => ctx.longRunner.start(request, reply, stampJob, request.body.ids, { label: request.body.label }),
      );
  },
});

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp({ addons: [probe] });
  await createUser(t.db, { name: "alice", email: "alice@example.com", password: "alice-password", roles: ["Member"] });
  await createUser(t.db, { name: "bob", email: "bob@example.com", password: "bob-password", roles: ["Member"] });
  alice = await signIn(t.app, "alice", "alice-password");
  bob = await signIn(t.app, "bob", "bob-password");
});
afterAll(() => t.close());
beforeEach(async () => {
  t.app.quorum.longRunner.configure({ maxItemsPerCall: Number.POSITIVE_INFINITY, timeBudgetMs: 10_000, payloadLifetimeMs: 3_600_000 });
  await t.db.deleteFrom("config").where("key", "like", "stamp.%").execute();
});

const stamp = (cookie: string | undefined, ids: number[]) =>
  api(t.app, { method: "POST", url: "/probe/stamp", body: { ids, label: "stamped" }, ...(cookie ? { cookie } : {}) });
const runJwt = (cookie: string | undefined, payload: string) =>
  api(t.app, { method: "POST", url: "/calls/run", body: payload, headers: { "content-type": LONG_RUNNER_CONTENT_TYPE }, ...(cookie ? { cookie } : {}) });
const stamped = async () => (await t.db.selectFrom("config").select("key").where("key", "like", "stamp.%").orderBy("key").execute()).map((r) => r.key);
const result = (response: LightMyRequestResponse) => response.json<LongRunnerResult>();

describe("a job done in one call", () => {
  it("answers 200 with each record's outcome and no callbackPayload; a refused record leaves the others done", async () => {
    const response = await stamp(alice, [1, 13, 2, 66, 2]);
    expect(response.statusCode).toBe(200);
    expect(result(response)).toEqual({
      progress: {
        successIDs: [1, 2],
        failedIDs: [13, 66],
        exceptionsByID: { "13": { message: "Unlucky number.", code: 403 }, "66": { message: "Something went wrong.", code: 500 } },
        countTotalIDs: 4,
      },
      callbackPayload: null,
    });
    expect(response.body).not.toContain("connection detail");
    expect(await stamped()).toEqual(["stamp.1", "stamp.2"]);
  });

  it("refuses guests before doing anything", async () => {
    const response = await stamp(undefined, [1]);
    expect(response.statusCode).toBe(403);
    expect(await stamped()).toEqual([]);
  });
});

describe("a job continued through POST /calls/run", () => {
  it("does maxItemsPerCall records per call, answers 408 with a payload, and ends with 200 and null", async () => {
    t.app.quorum.longRunner.configure({ maxItemsPerCall: 1 });
    const first = await stamp(alice, [3, 4, 5]);
    expect(first.statusCode).toBe(408);
    expect(result(first).progress).toEqual({ successIDs: [3], failedIDs: [], exceptionsByID: {}, countTotalIDs: 3 });
    expect(await stamped()).toEqual(["stamp.3"]);

    // The payload itself, as the client posts it...
    const second = await runJwt(alice, result(first).callbackPayload ?? "");
    expect(second.statusCode).toBe(408);
    expect(result(second).progress.successIDs).toEqual([3, 4]);
    // ... or wrapped in JSON.
    const third = await api(t.app, { method: "POST", url: "/calls/run", body: { callbackPayload: result(second).callbackPayload }, cookie: alice });
    expect(third.statusCode).toBe(200);
    expect(result(third)).toEqual({ progress: { successIDs: [3, 4, 5], failedIDs: [], exceptionsByID: {}, countTotalIDs: 3 }, callbackPayload: null });
    // The continuation ran as the same user with the same parameters.
    const row = await t.db.selectFrom("config").select("value").where("key", "=", "stamp.5").executeTakeFirstOrThrow();
    expect(row.value).toBe("stamped by alice");
  });

  it("does at least one record per call even when the time budget is already spent", async () => {
    t.app.quorum.longRunner.configure({ timeBudgetMs: 0 });
    const first = await stamp(alice, [6, 7]);
    expect(first.statusCode).toBe(408);
    expect(result(first).progress.successIDs).toEqual([6]);
    const second = await runJwt(alice, result(first).callbackPayload ?? "");
    expect(second.statusCode).toBe(200);
    expect(result(second).progress.successIDs).toEqual([6, 7]);
  });

  it("refuses a tampered payload, another session's, an expired one and a missing one, doing nothing", async () => {
    t.app.quorum.longRunner.configure({ maxItemsPerCall: 1 });
    const payload = result(await stamp(alice, [8, 9])).callbackPayload ?? "";
    const [header, claims, signature] = payload.split(".") as [string, string, string];

    // Claims rewritten to add a record: the signature no longer matches.
    const forgedClaims = JSON.parse(Buffer.from(claims, "base64url").toString()) as { ids: number[] };
    forgedClaims.ids.push(10);
    const forged = await runJwt(alice, `${header}.${Buffer.from(JSON.stringify(forgedClaims)).toString("base64url")}.${signature}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: "The callback payload is invalid.", status: 400 });
    // Unsigned ("alg": "none") is never accepted.
    const none = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    expect((await runJwt(alice, `${none}.${claims}.`)).statusCode).toBe(400);
    // Bob cannot continue Alice's job, nor can Alice from another session, nor a guest.
    expect((await runJwt(bob, payload)).json()).toMatchObject({ message: "The callback payload is invalid.", status: 400 });
    expect((await runJwt(await signIn(t.app, "alice", "alice-password"), payload)).statusCode).toBe(400);
    expect((await runJwt(undefined, payload)).json()).toMatchObject({ message: "You must be signed in to continue this job.", status: 403 });
    expect(await stamped()).toEqual(["stamp.8"]);

    t.app.quorum.longRunner.configure({ payloadLifetimeMs: 0 });
    const expiring = result(await stamp(alice, [11, 12])).callbackPayload ?? "";
    expect((await runJwt(alice, expiring)).json()).toMatchObject({ message: "The callback payload has expired.", status: 400 });
    expect(await stamped()).toEqual(["stamp.11", "stamp.8"]);

    const empty = await api(t.app, { method: "POST", url: "/calls/run", body: {}, cookie: alice });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { callbackPayload: [{ code: "missingField" }] } });
  });

  it("answers 404 for a job of a disabled add-on", async () => {
    t.app.quorum.longRunner.configure({ maxItemsPerCall: 1 });
    const payload = result(await stamp(alice, [14, 15])).callbackPayload ?? "";
    await t.app.quorum.addons.setEnabled("probe", false);
    try {
      expect((await runJwt(alice, payload)).statusCode).toBe(404);
    } finally {
      await t.app.quorum.addons.setEnabled("probe", true);
    }
    expect(await stamped()).toEqual(["stamp.14"]);
  });
});
