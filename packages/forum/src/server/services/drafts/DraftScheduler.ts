import { nextScheduledDate } from "./nextScheduledDate";
import { publishDueDrafts } from "./publishDueDrafts";
import type { PublishContext } from "./PublishContext";

/**
 * Publishes scheduled drafts on time. One timer, armed for the next due draft (never a poll per
 * second); `wake()` re-arms it when a draft is scheduled or cancelled here. Other processes'
 * schedules are seen by the safety sweep every `sweepMs` at the latest. `start()` first publishes
 * whatever fell due while no server ran; `stop()` disarms and waits for a run in progress.
 */
export class DraftScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private started = false;

  constructor(
    private readonly ctx: PublishContext,
    private readonly sweepMs = 60_000,
  ) {}

  async start(): Promise<void> {
    this.started = true;
    await this.run();
  }

  /** Something changed (a draft scheduled or cancelled): look again for the next due time. */
  wake(): void {
    if (this.started) void this.run();
  }

  async stop(): Promise<void> {
    this.started = false;
    this.disarm();
    await this.running;
  }

  private run(): Promise<void> {
    if (this.running) {
      // A run is in progress: it goes round once more before arming the timer.
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await publishDueDrafts(this.ctx, new Date());
        if (!this.again) await this.arm();
      } catch (error) {
        this.ctx.log.error({ err: error }, "Publishing scheduled drafts failed");
        this.armIn(this.sweepMs);
      }
    } while (this.again && this.started);
  }

  private async arm(): Promise<void> {
    const next = await nextScheduledDate(this.ctx);
    this.armIn(next === null ? this.sweepMs : Math.min(Math.max(next.getTime() - Date.now(), 0), this.sweepMs));
  }

  private armIn(delayMs: number): void {
    this.disarm();
    if (!this.started) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, delayMs);
    // The timer alone never keeps the process alive.
    this.timer.unref();
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
