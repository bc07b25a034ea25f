import { createServer, type Socket } from "node:net";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing/createTestDatabase";
import { isDatabaseUnavailable } from "./isDatabaseUnavailable";
import { openDatabase } from "./openDatabase";

/** A local port nothing listens on: a database server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("isDatabaseUnavailable", () => {
  it("is true for a server that refuses the connection", async () => {
    const database = await openDatabase({ databaseUrl: `postgres://quorum:quorum@127.0.0.1:${await closedPort()}/quorum` });
    try {
      const error = await sql`SELECT 1`.execute(database.db).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeDefined();
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("is true for a server that takes the connection but never answers, once the connect time limit passed", async () => {
    // A server gone from the network behind a proxy, or hung: the socket opens, no reply comes.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    const database = await openDatabase({ databaseUrl: `postgres://quorum:quorum@127.0.0.1:${port}/quorum`, connectTimeoutMs: 200 });
    try {
      const error = await sql`SELECT 1`.execute(database.db).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeDefined();
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await database.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("is false for a statement the server refused (a wrong statement stays a 500, a conflict its own answer)", async () => {
    const database = await createTestDatabase();
    try {
      const failure = (statement: ReturnType<typeof sql>) =>
        statement.execute(database.db).then(
          () => undefined,
          (error: unknown) => error,
        );
      const syntax = await failure(sql`SELEC 1`);
      const missing = await failure(sql`SELECT * FROM no_such_table`);
      const division = await failure(sql`SELECT 1 / 0`);
      for (const error of [syntax, missing, division]) {
        expect(error).toBeDefined();
        expect(isDatabaseUnavailable(error)).toBe(false);
      }
    } finally {
      await database.close();
    }
  });

  it("is false for what is not an error", () => {
    expect([undefined, null, "ECONNREFUSED", 57, {}].map(isDatabaseUnavailable)).toEqual([false, false, false, false, false]);
  });
});
