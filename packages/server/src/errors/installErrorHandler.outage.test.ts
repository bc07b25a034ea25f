import { randomBytes } from "node:crypto";
import { connect, createServer, type Server, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../createApp";
import { openDatabase, type Database } from "../db/openDatabase";
import { runMigrations } from "../db/runMigrations";
import { api } from "../testing/api";

// The site's requests while its database is away (a restart, a failover) and after it returns.
// The app reaches PostgreSQL through a TCP relay this test can take down, as the server's going
// away does to its sockets: connections cut, new ones refused. PostgreSQL only (CI's PostgreSQL pass).
const adminUrl = process.env.QUORUM_TEST_DATABASE_URL;
const name = `quorum_test_${randomBytes(6).toString("hex")}`;

/** Forwards a local port to the PostgreSQL server; `down()` cuts every connection and refuses new ones until `up()`. */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const closed = new Promise((resolve) => this.server?.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

describe.skipIf(!adminUrl)("requests while the database is away", () => {
  let admin: pg.Client;
  let relay: Relay;
  let database: Database;
  let app: FastifyInstance;
  /** A request that reads the database every time: signing in as nobody (401 while it is there). */
  const signIn = () => api(app, { method: "POST", url: "/authenticate/password", body: { username: "nobody", password: "wrong password" } });

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(adminUrl as string);
    relay = new Relay(target.hostname, Number(target.port || 5432));
    await relay.up();
    const url = new URL(adminUrl as string);
    url.hostname = "127.0.0.1";
    url.port = String(relay.port);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    await runMigrations(database.db, []);
    app = await createApp({ db: database.db, addons: [] });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("answers 503 with the API's error shape and Retry-After while it is away, and serves again as soon as it is back", async () => {
    expect((await signIn()).statusCode).toBe(401);

    await relay.down();
    for (let i = 0; i < 3; i++) {
      const response = await signIn();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: "The database is unavailable. Try again in a moment.", status: 503 });
      expect(response.headers["retry-after"]).toBe("5");
    }

    await relay.up();
    expect((await signIn()).statusCode).toBe(401);
  });
});
