import { EventEmitter, once } from "node:events";
import { createServer, connect, Socket, type AddressInfo } from "node:net";
import Fastify, { type FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { requestTurns, takeTurns } from "./requestTurns";

describe("requestTurns", () => {
  it("serves waiting requests one per turn of the event loop, in order, with I/O between them", async () => {
    const server = createServer((socket) => {
      log.push("accepted");
      socket.destroy();
    });
    const log: string[] = [];
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const nextTurn = requestTurns();
    const turns = Array.from({ length: 40 }, (_, i) => nextTurn().then(() => log.push(`turn ${i}`)));
    // Connected now, accepted at the loop's next poll for I/O: between two turns, not after all of them.
    const client = connect((server.address() as AddressInfo).port, "127.0.0.1");
    await Promise.all(turns);
    client.destroy();
    server.close();

    const accepted = log.indexOf("accepted");
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(log.length - 1);
    expect(log.filter((entry) => entry !== "accepted")).toEqual(Array.from({ length: 40 }, (_, i) => `turn ${i}`));
  });

  it("serves a request that arrives after the queue emptied", async () => {
    const nextTurn = requestTurns();
    await nextTurn();
    await expect(nextTurn()).resolves.toBeUndefined();
  });
});

describe("takeTurns", () => {
  it("makes requests off a socket wait their turn and lets the render's in-process ones (no socket) through", async () => {
    const hook = takeTurns();
    const offSocket = { raw: { socket: new Socket() } } as unknown as FastifyRequest;
    const injected = { raw: { socket: new EventEmitter() } } as unknown as FastifyRequest;
    const log: string[] = [];
    await Promise.all([
      hook(offSocket).then(() => log.push("socket 1")),
      hook(offSocket).then(() => log.push("socket 2")),
      hook(injected).then(() => log.push("injected")),
    ]);
    expect(log).toEqual(["injected", "socket 1", "socket 2"]);
  });

  it("works as a Fastify onRequest hook, for inject and for HTTP", async () => {
    const app = Fastify();
    app.addHook("onRequest", takeTurns());
    app.get("/", async () => ({ ok: true }));
    expect((await app.inject("/")).json()).toEqual({ ok: true });
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const answers = await Promise.all([fetch(url), fetch(url)]);
      expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([{ ok: true }, { ok: true }]);
    } finally {
      await app.close();
    }
  });
});
