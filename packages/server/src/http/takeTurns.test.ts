import { EventEmitter } from "node:events";
import { Socket } from "node:net";
import Fastify, { type FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { takeTurns } from "./takeTurns";

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
