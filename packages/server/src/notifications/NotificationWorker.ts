import { Value } from "@sinclair/typebox/value";
import { sql, type Kysely } from "kysely";
import type { AddonRegistry } from "../addons/AddonRegistry";
import type { CoreTables } from "../db/CoreTables";
import type { MailTransport } from "../mail/MailTransport";
import type { PermissionCache } from "../permissions/PermissionCache";
import { fanOut } from "./fanOut";
import type { NotificationBus } from "./NotificationBus";
import type { NotificationSource } from "./NotificationSource";
import { sendDueDigests } from "./sendDueDigests";
import { sendPendingEmails } from "./sendPendingEmails";

/** How long a claimed job is another process's to finish before anyone may take it again. */
const LEASE_SECONDS = 60;
/** A job failing this often is dropped (logged): a broken event must not retry for ever. */
const MAX_ATTEMPTS = 5;

export interface NotificationWorkerOptions {
  db: Kysely<CoreTables>;
  permissions: PermissionCache;
  addons: AddonRegistry;
  bus: NotificationBus;
  sources: ReadonlyMap<string, NotificationSource>;
  /** Where the emails members ask for go (`ctx.mail`), and the site's public origin for their links. */
  mail: MailTransport;
  linkOrigin: string | undefined;
  onError: (error: unknown, message: string) => void;
  /** The clock digests come due by (a fake one in tests); `Date.now` by default. */
  now?: (() => number) | undefined;
  /** How often jobs left by other processes (or a crash) are looked for: 30 s. */
  sweepMs?: number;
}

/**
 * Works the queue of fan-out jobs (`notificationJobs`) after the responses that left them: woken
 * when this process emits, and every `sweepMs` for jobs another process left (a restart resumes
 * them: `start()` works what is waiting). A job is claimed with a lease (`FOR UPDATE SKIP
 * LOCKED`), so several processes never work the same one at once; it is deleted when done.
 */
export class NotificationWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private started = false;

  constructor(private readonly options: NotificationWorkerOptions) {}

  async start(): Promise<void> {
    this.started = true;
    await this.run();
  }

  /** A job was queued: work it now (after the current turn, so the response goes first). */
  wake(): void {
    if (this.started) setImmediate(() => void this.run());
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Sends the email digests due at `now` (the sweep's clock by default); answers how many went. Tests call it directly. */
  sendDigests(now: Date = new Date(this.options.now?.() ?? Date.now())): Promise<number> {
    return sendDueDigests(this.options.db, this.options.mail, this.options.linkOrigin, now);
  }

  /** Resolves once the jobs this process was woken for are worked (tests, benchmarks). */
  async idle(): Promise<void> {
    // A wake runs on the next turn of the loop.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.running) await this.running;
  }

  private run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
      this.arm();
    });
    return this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        while (this.started && (await this.workOne())) {
          // One job after another until none is waiting.
        }
        await sendPendingEmails(this.options.db, this.options.mail, this.options.linkOrigin);
        // The digests come due with time, not with events: each sweep sends those due.
        await this.sendDigests();
      } catch (error) {
        // The database away, most likely: the sweep tries again.
        this.options.onError(error, "Notification fan-out failed");
      }
    } while (this.again && this.started);
  }

  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.started) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, this.options.sweepMs ?? 30_000);
    this.timer.unref();
  }

  /** Claims and works the oldest waiting job; false when there is none. */
  private async workOne(): Promise<boolean> {
    const { db } = this.options;
    const claimed = await sql<{ jobID: number; source: string; params: unknown; actorUserID: number; attempts: number }>`
      UPDATE "notificationJobs" SET "lockedUntil" = now() + make_interval(secs => ${LEASE_SECONDS}), "attempts" = "attempts" + 1
      WHERE "jobID" = (
        SELECT "jobID" FROM "notificationJobs"
        WHERE "lockedUntil" IS NULL OR "lockedUntil" < now()
        ORDER BY "jobID" LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING "jobID", "source", "params", "actorUserID", "attempts"`.execute(db);
    const job = claimed.rows[0];
    if (!job) return false;
    try {
      await this.work(job);
      await db.deleteFrom("notificationJobs").where("jobID", "=", job.jobID).execute();
    } catch (error) {
      this.options.onError(error, `Notification job ${job.jobID} (${job.source}) failed`);
      if (job.attempts >= MAX_ATTEMPTS) await db.deleteFrom("notificationJobs").where("jobID", "=", job.jobID).execute();
      else
        await db
          .updateTable("notificationJobs")
          .set({ lockedUntil: new Date(Date.now() + 5_000) })
          .where("jobID", "=", job.jobID)
          .execute();
    }
    return true;
  }

  private async work(job: { jobID: number; source: string; params: unknown; actorUserID: number }): Promise<void> {
    const { db, sources, addons, permissions, bus } = this.options;
    const source = sources.get(job.source);
    // A source of a disabled (or removed) add-on: its event notifies no one.
    if (!source || (source.addon && !addons.isEnabled(source.addon))) return;
    if (!Value.Check(source.params, job.params)) return;
    const groups = await source.groups(job.params, db);
    const changes = await fanOut(db, permissions, job, groups);
    if (changes.length > 0) await bus.publish(changes);
  }
}
