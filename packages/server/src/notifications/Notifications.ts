import type { Static, TSchema } from "@sinclair/typebox";
import type { Kysely } from "kysely";
import type { AddonRegistry } from "../addons/AddonRegistry";
import type { CoreTables } from "../db/CoreTables";
import type { MailTransport } from "../mail/MailTransport";
import type { PermissionCache } from "../permissions/PermissionCache";
import { InProcessNotificationBus, type NotificationBus, type NotificationChange } from "./NotificationBus";
import type { NotificationSource } from "./NotificationSource";
import { NotificationStreams } from "./NotificationStreams";
import { NotificationWorker } from "./NotificationWorker";
import { PostgresNotificationBus } from "./PostgresNotificationBus";

export interface NotificationsOptions {
  db: Kysely<CoreTables>;
  permissions: PermissionCache;
  addons: AddonRegistry;
  /** The PostgreSQL server's URL: changes then reach every process through LISTEN/NOTIFY. Absent (PGlite): in process. */
  databaseUrl?: string | undefined;
  /** The site's mail transport (`ctx.mail`): notifications members want by email go through it. */
  mail: MailTransport;
  /** The site's public origin for the links in those emails (`QUORUM_PUBLIC_URL`); absent: site-relative links. */
  linkOrigin?: string | undefined;
  onError: (error: unknown, message: string) => void;
  /** The clock email digests come due by (`createApp`'s `now`). */
  now?: (() => number) | undefined;
}

/**
 * The platform's notifications (spec §3, `ctx.notifications`): features register their sources
 * and emit events; a job per event fans out to the members concerned after the response (it
 * survives a restart: the queue is a table); open pages get new counts and entries through their
 * event stream, every process hearing of every change on the bus.
 */
export class Notifications {
  private readonly sources = new Map<string, NotificationSource>();
  readonly bus: NotificationBus;
  readonly streams: NotificationStreams;
  readonly worker: NotificationWorker;
  private readonly listen: () => Promise<void>;

  constructor(private readonly options: NotificationsOptions) {
    const { db, databaseUrl, onError } = options;
    if (databaseUrl) {
      const bus = new PostgresNotificationBus(db, databaseUrl, (error) => onError(error, "The notification listener lost its connection"));
      this.listen = () => bus.start();
      this.bus = bus;
    } else {
      this.bus = new InProcessNotificationBus();
      this.listen = async () => {};
    }
    this.streams = new NotificationStreams(db, onError, options.addons);
    this.bus.subscribe(this.streams);
    this.worker = new NotificationWorker({
      db,
      permissions: options.permissions,
      addons: options.addons,
      bus: this.bus,
      sources: this.sources,
      mail: options.mail,
      linkOrigin: options.linkOrigin,
      onError,
      now: options.now,
    });
  }

  /** Makes a source's events workable here (its add-on's `routes` calls this). Another source under a taken name is a programming error. */
  register<P extends TSchema>(source: NotificationSource<P>): void {
    const existing = this.sources.get(source.name);
    if (existing && existing !== source) throw new Error(`A notification source named "${source.name}" is already registered.`);
    this.sources.set(source.name, source as unknown as NotificationSource);
  }

  /**
   * Queues an event (after the change it reports was committed): one row, written before the
   * answer goes out, so a restart loses nothing; the fan-out runs after the response.
   */
  async emit<P extends TSchema>(source: NotificationSource<P>, params: Static<P>, actorUserID: number): Promise<void> {
    this.register(source);
    await this.options.db
      .insertInto("notificationJobs")
      .values({ source: source.name, params: JSON.stringify(params), actorUserID })
      .execute();
    this.worker.wake();
  }

  /** Tells every process's open pages of changed entries (a member marked some read). */
  publish(changes: readonly NotificationChange[]): Promise<void> {
    return this.bus.publish(changes);
  }

  /** Listens (PostgreSQL) and starts working the jobs left waiting (`worker.idle()` resolves when they are done). */
  async start(): Promise<void> {
    await this.listen();
    void this.worker.start();
  }

  async close(): Promise<void> {
    this.streams.closeAll();
    await this.worker.stop();
    await this.bus.close();
  }
}
