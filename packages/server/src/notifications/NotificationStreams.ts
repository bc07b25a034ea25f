import type { ServerResponse } from "node:http";
import type { NotificationStreamMessage } from "@quorum/api";
import type { Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";
import type { AddonContributions } from "../addons/defineServerAddon";
import { readUserCounts } from "../users/readUserCounts";
import { countUnreadNotifications } from "./countUnreadNotifications";
import type { NotificationBusListener, NotificationChange } from "./NotificationBus";
import { serializeNotification } from "./serializeNotification";

/** A comment line sent this often keeps idle streams open through proxies that close quiet connections. */
const HEARTBEAT_MS = 25_000;

/**
 * The event streams this process holds, by member: told of every change on the bus, it reads the
 * changed entries and the counts of the members it holds streams for (one query each, whatever
 * the number of streams) and writes one `notifications` message to each of their streams. A
 * failing read (the database away) is logged and skipped: the next message, or the reconnect
 * snapshot, brings the counts up to date.
 */
export class NotificationStreams implements NotificationBusListener {
  private readonly byUser = new Map<number, Set<ServerResponse>>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<CoreTables>,
    private readonly onError: (error: unknown, message: string) => void,
    /** The enabled features whose per-member counts (`userHooks.counts`) ride along: unread conversations. */
    private readonly addons?: AddonContributions,
  ) {}

  /** Open streams (benchmarks, tests). */
  get size(): number {
    let total = 0;
    for (const streams of this.byUser.values()) total += streams.size;
    return total;
  }

  /** Holds a member's stream until the client goes away; the first message is written by the caller. */
  add(userID: number, response: ServerResponse): void {
    let streams = this.byUser.get(userID);
    if (!streams) this.byUser.set(userID, (streams = new Set()));
    streams.add(response);
    response.on("close", () => {
      streams.delete(response);
      if (streams.size === 0 && this.byUser.get(userID) === streams) this.byUser.delete(userID);
    });
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
      this.heartbeat.unref();
    }
  }

  changed(changes: readonly NotificationChange[]): void {
    const held = changes.filter(([userID]) => this.byUser.has(userID));
    if (held.length > 0) void this.push(held);
  }

  /** The bus was cut off: every member held gets their count afresh. */
  reconnected(): void {
    void this.push([...this.byUser.keys()].map((userID) => [userID] as const));
  }

  /** Ends every stream (the app is closing). */
  closeAll(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const streams of this.byUser.values()) for (const response of streams) response.end();
    this.byUser.clear();
  }

  private async push(changes: readonly NotificationChange[]): Promise<void> {
    try {
      const userIDs = [...new Set(changes.map(([userID]) => userID))];
      const ids = changes.flatMap(([, ...notificationIDs]) => notificationIDs);
      const [counts, featureCounts, rows] = await Promise.all([
        countUnreadNotifications(this.db, userIDs),
        this.addons ? readUserCounts(this.db, this.addons, userIDs) : Promise.resolve(new Map<number, never[]>()),
        ids.length === 0
          ? Promise.resolve([])
          : this.db
              .selectFrom("notifications")
              .selectAll()
              .where("notificationID", "in", ids)
              .where("popup", "=", true)
              .where("userID", "in", userIDs)
              .execute(),
      ]);
      for (const userID of userIDs) {
        const message: NotificationStreamMessage = {
          countUnreadNotifications: counts.get(userID) ?? 0,
          notifications: rows.filter((row) => row.userID === userID).map(serializeNotification),
        };
        for (const { field, count } of featureCounts.get(userID) ?? []) message[field] = count;
        this.send(userID, message);
      }
    } catch (error) {
      this.onError(error, "Pushing notifications to open pages failed");
    }
  }

  private send(userID: number, message: NotificationStreamMessage): void {
    const text = `event: notifications\ndata: ${JSON.stringify(message)}\n\n`;
    for (const response of this.byUser.get(userID) ?? []) response.write(text);
  }

  private beat(): void {
    for (const streams of this.byUser.values()) for (const response of streams) response.write(": \n\n");
  }
}
