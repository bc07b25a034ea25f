import type { LongRunnerProgress, LongRunnerResult } from "@quorum/api";
import { describe, expect, it } from "vitest";
import { testApi } from "../testing/testApi";
import type { TestApiAnswer } from "../testing/testApi";
import { ApiError } from "./ApiError";
import { createApiClient } from "./createApiClient";
import { runLongRunner } from "./runLongRunner";

function answer(status: number, progress: Partial<LongRunnerProgress>, callbackPayload: string | null): TestApiAnswer {
  const body: LongRunnerResult = { progress: { successIDs: [], failedIDs: [], exceptionsByID: {}, countTotalIDs: 0, ...progress }, callbackPayload };
  return { status, body };
}

describe("runLongRunner", () => {
  it("continues through POST /calls/run over two 408 rounds, then answers the progress of all three", async () => {
    // Like Quorum's server: the first call and the first continuation time out with work left,
    // and every answer repeats what the earlier rounds did.
    const failure = { "4": { message: "Discussion 4 is a redirect.", code: 400 } };
    const rounds: Record<string, TestApiAnswer> = {
      "token-1": answer(408, { successIDs: [1, 2, 3], failedIDs: [4], exceptionsByID: failure, countTotalIDs: 6 }, "token-2"),
      "token-2": answer(200, { successIDs: [1, 2, 3, 5, 6], failedIDs: [4], exceptionsByID: failure, countTotalIDs: 6 }, null),
    };
    const { client, requests } = testApi({
      "PATCH /api/v2/discussions/move": () => answer(408, { successIDs: [1, 2], countTotalIDs: 6 }, "token-1"),
      "POST /api/v2/calls/run": (request) => rounds[String(request.body)] ?? { status: 400, body: { message: "Bad token.", status: 400 } },
    });
    const seen: number[][] = [];

    const total = await runLongRunner(client, client.patch("/discussions/move", { discussionIDs: [1, 2, 3, 4, 5, 6], categoryID: 9 }), {
      onProgress: (_round, soFar) => seen.push(soFar.successIDs),
    });

    expect(total).toEqual({
      successIDs: [1, 2, 3, 5, 6],
      failedIDs: [4],
      exceptionsByID: failure,
      countTotalIDs: 6,
    });
    // Each round is reported as it ends, so a screen can mark records as they finish.
    expect(seen).toEqual([
      [1, 2],
      [1, 2, 3],
      [1, 2, 3, 5, 6],
    ]);
    const calls = requests.filter((r) => r.path === "/api/v2/calls/run");
    expect(calls.map((r) => r.body)).toEqual(["token-1", "token-2"]);
  });

  it("sends the bare token as application/system+jwt", async () => {
    const sent: { type: string | null; body: unknown }[] = [];
    // The real client over a fetch that records what goes on the wire for the continuation.
    const client = createApiClient({
      fetch: async (input, init) => {
        const continuation = input.endsWith("/calls/run");
        if (continuation) sent.push({ type: new Headers(init.headers).get("content-type"), body: init.body });
        const body: LongRunnerResult = {
          progress: { successIDs: continuation ? [1] : [], failedIDs: [], exceptionsByID: {}, countTotalIDs: 1 },
          callbackPayload: continuation ? null : "jwt.payload.sig",
        };
        return new Response(JSON.stringify(body), { status: continuation ? 200 : 408, headers: { "content-type": "application/json" } });
      },
    });
    const total = await runLongRunner(client, client.delete("/discussions/list", { body: { discussionIDs: [1] } }));
    expect(total.successIDs).toEqual([1]);
    expect(sent).toEqual([{ type: "application/system+jwt", body: "jwt.payload.sig" }]);
  });

  it("ends at once on a 200 without a callback payload, and counts an empty 204 as nothing reported", async () => {
    const { client, requests } = testApi({
      "PATCH /api/v2/discussions/close": () => answer(200, { successIDs: [7] }, null),
      "DELETE /api/v2/discussions/list": () => ({ status: 204 }),
    });
    expect((await runLongRunner(client, client.patch("/discussions/close", { discussionIDs: [7], closed: true }))).successIDs).toEqual([7]);
    expect(await runLongRunner(client, client.delete("/discussions/list", { body: { discussionIDs: [7] } }))).toEqual({
      successIDs: [],
      failedIDs: [],
      exceptionsByID: {},
      countTotalIDs: 0,
    });
    expect(requests.some((r) => r.path.endsWith("/calls/run"))).toBe(false);
  });

  it("keeps a record's latest outcome when a later round retries it", async () => {
    const { client } = testApi({
      "PATCH /api/v2/discussions/close": () => answer(408, { failedIDs: [1], exceptionsByID: { "1": { message: "Locked.", code: 409 } } }, "t"),
      "POST /api/v2/calls/run": () => answer(200, { successIDs: [1] }, null),
    });
    expect(await runLongRunner(client, client.patch("/discussions/close", { discussionIDs: [1], closed: true }))).toEqual({
      successIDs: [1],
      failedIDs: [],
      exceptionsByID: {},
      countTotalIDs: 0,
    });
  });

  it("rejects with the ApiError of a failed continuation, after reporting the rounds before it", async () => {
    const { client } = testApi({
      "PATCH /api/v2/discussions/close": () => answer(408, { successIDs: [1] }, "expired"),
      "POST /api/v2/calls/run": () => ({ status: 403, body: { message: "The callback payload has expired.", status: 403 } }),
    });
    const reported: number[] = [];
    const run = runLongRunner(client, client.patch("/discussions/close", { discussionIDs: [1, 2], closed: true }), {
      onProgress: (_round, total) => reported.push(...total.successIDs),
    });
    await expect(run).rejects.toBeInstanceOf(ApiError);
    await expect(run).rejects.toThrow("The callback payload has expired.");
    expect(reported).toEqual([1]);
  });

  it("stops after maxRounds against a server that never finishes", async () => {
    const { client, requests } = testApi({
      "PATCH /api/v2/discussions/close": () => answer(408, {}, "again"),
      "POST /api/v2/calls/run": () => answer(408, {}, "again"),
    });
    await expect(runLongRunner(client, client.patch("/discussions/close", { discussionIDs: [1] }), { maxRounds: 3 })).rejects.toThrow(
      "did not finish in 3 rounds",
    );
    expect(requests.filter((r) => r.path.endsWith("/calls/run"))).toHaveLength(2);
  });
});
