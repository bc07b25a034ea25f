import { once } from "node:events";
import { connect, createServer, type AddressInfo, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { requestTurns } from "./requestTurns";

describe("requestTurns", () => {
  it("serves waiting requests one per turn of the event loop, in order, with I/O between them", async () => {
    const log: string[] = [];
    const server = createServer((socket) => {
      log.push("accepted");
      socket.destroy();
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    let client: Socket | undefined;
    const nextTurn = requestTurns();
    const turns = Array.from({ length: 40 }, (_, i) =>
      nextTurn().then(() => {
        log.push(`turn ${i}`);
        // Made in the first turn, the connection is accepted at a later turn's poll for I/O:
        // between two turns, not after all of them (as it would be were they all let go at once).
        if (i === 0) client = connect(port, "127.0.0.1");
      }),
    );
    await Promise.all(turns);
    client?.destroy();
    server.close();

    expect(log.indexOf("accepted")).toBeGreaterThan(0);
    expect(log.indexOf("accepted")).toBeLessThan(log.length - 1);
    expect(log.filter((entry) => entry !== "accepted")).toEqual(Array.from({ length: 40 }, (_, i) => `turn ${i}`));
  });

  it("serves a request that arrives after the queue emptied", async () => {
    const nextTurn = requestTurns();
    await nextTurn();
    await expect(nextTurn()).resolves.toBeUndefined();
  });
});
