import type { QuorumContext } from "@quorum/server";
import { nextReminderDate, remindDueEvents } from "./remindDueEvents";

/**
 * Sends events' reminders on time, as the forum's draft scheduler publishes scheduled posts: one
 * timer armed for the next due reminder (at most `sweepMs` away, so other processes' new events
 * are seen), `wake()` after an event is created or moved here. Nothing runs while the add-on is
 * disabled (its tables may not even exist yet). The clock is a parameter, so tests control it.
 */
export class EventReminders {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private started = false;

  constructor(
    private readonly ctx: Pick<QuorumContext, "db" | "notifications" | "addons" | "log">,
    private readonly clock: () => Date = () => new Date(),
    private readonly sweepMs = 60_000,
  ) {}

  async start(): Promise<void> {
    this.started = true;
    await this.run();
  }

  wake(): void {
    if (this.started) void this.run();
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass: send what is due now, then arm the timer for the next. */
  run(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<void> {
    let delay = this.sweepMs;
    try {
      if (this.ctx.addons.isEnabled("events")) {
        const now = this.clock();
        await remindDueEvents(this.ctx, now);
        const next = await nextReminderDate(this.ctx, now);
        if (next) delay = Math.min(Math.max(next.getTime() - now.getTime(), 0), this.sweepMs);
      }
    } catch (error) {
      this.ctx.log.error({ err: error }, "Sending event reminders failed");
    }
    if (!this.started) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, delay);
    // The timer alone never keeps the process alive.
    this.timer.unref();
  }
}
