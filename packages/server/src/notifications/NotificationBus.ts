/** Which members' notifications changed: each entry is a member and the ids of their new or changed entries. */
export type NotificationChange = readonly [userID: number, ...notificationIDs: number[]];

/**
 * How every server process hears of changed notifications, to push them to the open pages it
 * holds. On PostgreSQL through `LISTEN/NOTIFY` (`PostgresNotificationBus`), so N processes on any
 * number of machines see each change; on PGlite (one process) in process (`InProcessNotificationBus`).
 */
export interface NotificationBus {
  publish(changes: readonly NotificationChange[]): Promise<void>;
  /** Told of every change published by any process; `reconnected` after the bus was cut off (changes may have been missed). */
  subscribe(listener: NotificationBusListener): void;
  close(): Promise<void>;
}

export interface NotificationBusListener {
  changed(changes: readonly NotificationChange[]): void;
  reconnected(): void;
}

/** The channel of `LISTEN/NOTIFY`. */
export const NOTIFICATION_CHANNEL = "quorum_notifications";

/** A NOTIFY payload must stay under 8000 bytes: changes are sent in messages of at most this much JSON. */
const MAX_PAYLOAD = 7000;

/** Changes as NOTIFY payloads, each under PostgreSQL's limit. */
export function notificationPayloads(changes: readonly NotificationChange[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 2;
  for (const change of changes) {
    const text = JSON.stringify(change);
    if (batch.length > 0 && size + text.length + 1 > MAX_PAYLOAD) {
      payloads.push(`[${batch.join(",")}]`);
      batch = [];
      size = 2;
    }
    batch.push(text);
    size += text.length + 1;
  }
  if (batch.length > 0) payloads.push(`[${batch.join(",")}]`);
  return payloads;
}

/** Reads a payload back; anything malformed reads as no change. */
export function parseNotificationPayload(payload: string | undefined): NotificationChange[] {
  try {
    const value: unknown = JSON.parse(payload ?? "");
    if (!Array.isArray(value)) return [];
    return value.filter((entry): entry is NotificationChange => Array.isArray(entry) && entry.length > 0 && entry.every((n) => Number.isInteger(n)));
  } catch {
    return [];
  }
}

/** One process's bus (PGlite): a change is told to this process's listeners. */
export class InProcessNotificationBus implements NotificationBus {
  private readonly listeners: NotificationBusListener[] = [];

  async publish(changes: readonly NotificationChange[]): Promise<void> {
    for (const listener of this.listeners) listener.changed(changes);
  }

  subscribe(listener: NotificationBusListener): void {
    this.listeners.push(listener);
  }

  /** Nothing to release: it holds no connection. */
  async close(): Promise<void> {}
}
