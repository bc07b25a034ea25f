import type { Kysely } from "kysely";
import { sql } from "kysely";
import pg from "pg";
import type { CoreTables } from "../db/CoreTables";
import {
  NOTIFICATION_CHANNEL,
  notificationPayloads,
  parseNotificationPayload,
  type NotificationBus,
  type NotificationBusListener,
  type NotificationChange,
} from "./NotificationBus";

/** Waits before listening again after the connection was lost: 1 s, then 2, 4 and 5 s at most (the outage rule of docs/architecture.md §5). */
const RECONNECT_DELAYS_MS = [1000, 2000, 4000, 5000];

/**
 * The bus over PostgreSQL: changes go out with `pg_notify` through the app's pool, and each
 * process holds one connection of its own that `LISTEN`s. That connection going away (a restart,
 * `pg_terminate_backend`, a failover) never ends the process: it is heard, dropped and made again
 * with growing pauses until the database is back, and the listeners are told `reconnected` so
 * the open pages get fresh counts for whatever was missed meanwhile.
 */
export class PostgresNotificationBus implements NotificationBus {
  private readonly listeners: NotificationBusListener[] = [];
  private client: pg.Client | null = null;
  private closed = false;
  private failures = 0;
  private timer: NodeJS.Timeout | null = null;
  private connecting: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<CoreTables>,
    private readonly databaseUrl: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Starts listening; resolves once the first attempt is done (listening, or a retry scheduled). */
  start(): Promise<void> {
    this.closed = false;
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect(false).finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  async publish(changes: readonly NotificationChange[]): Promise<void> {
    for (const payload of notificationPayloads(changes)) await sql`SELECT pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`.execute(this.db);
  }

  subscribe(listener: NotificationBusListener): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.connecting;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(again: boolean): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 10_000, keepAlive: true });
    // Heard, never thrown: an unheard 'error' would end the process.
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client, null));
    client.on("notification", (message) => {
      if (message.channel !== NOTIFICATION_CHANNEL) return;
      const changes = parseNotificationPayload(message.payload);
      if (changes.length > 0) for (const listener of this.listeners) listener.changed(changes);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
    } catch (error) {
      this.onError(error);
      await client.end().catch(() => {});
      this.retry();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.failures = 0;
    if (again) for (const listener of this.listeners) listener.reconnected();
  }

  private lost(client: pg.Client, error: Error | null): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    if (error) this.onError(error);
    client.end().catch(() => {});
    this.retry();
  }

  private retry(): void {
    if (this.closed || this.timer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)] ?? 5000;
    this.failures++;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect(true);
    }, delay);
    this.timer.unref();
  }
}
