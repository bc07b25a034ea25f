import type { ApiSession } from "../ApiSession.ts";

/** A write the site acknowledged (2xx with the new record's id), with the unique token its text carries. */
export interface AckedWrite {
  kind: "comment" | "discussion";
  id: number;
  token: string;
}

/** One request's outcome: its HTTP status, or "error" (no answer: refused, reset) or "timeout" (no answer in time). */
export interface WriteOutcome {
  startedAt: number;
  endedAt: number;
  result: number | "error" | "timeout";
}

/**
 * Writers posting comments and discussions through the API as the site's client does, each text
 * carrying a token unique to the attempt (`<runId>-<writer>-<n>`), so what the site acknowledged
 * can be looked for afterwards by id and by content. Every attempt is sent once (never retried):
 * a token found twice is a duplicate the site made.
 */
export class WriteLoad {
  readonly acked: AckedWrite[] = [];
  readonly outcomes: WriteOutcome[] = [];
  private readonly discussionIDs: number[];
  private stopping = false;
  private readonly running: Promise<void>[] = [];
  private nextWriter = 0;
  private readonly sessions: ApiSession[];
  private readonly categoryID: number;
  readonly runId: string;

  /** A request unanswered this long is given up as "timeout" (hung). */
  private readonly hungMs: number;

  constructor(options: { sessions: ApiSession[]; categoryID: number; discussionIDs: number[]; runId: string; hungMs: number }) {
    this.hungMs = options.hungMs;
    this.sessions = options.sessions;
    this.categoryID = options.categoryID;
    this.discussionIDs = [...options.discussionIDs];
    this.runId = options.runId;
  }

  /** Starts `count` more writers; they write until `stop()`. */
  start(count: number): void {
    for (let i = 0; i < count; i++) this.running.push(this.writer(this.nextWriter++));
  }

  /** Lets each writer finish the request it has in flight, then resolves. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
    this.running.length = 0;
    this.stopping = false;
  }

  /** How many answers had each status (or "error", "timeout"). */
  tally(from = 0): Map<number | "error" | "timeout", number> {
    const counts = new Map<number | "error" | "timeout", number>();
    for (const outcome of this.outcomes.slice(from)) counts.set(outcome.result, (counts.get(outcome.result) ?? 0) + 1);
    return counts;
  }

  private async writer(index: number): Promise<void> {
    const session = this.sessions[index % this.sessions.length] as ApiSession;
    for (let n = 0; !this.stopping; n++) {
      const token = `${this.runId}-${index}-${n}`;
      // One write in five a discussion (category counters move), the rest comments spread over the discussions.
      const discussion = n % 5 === 4;
      const startedAt = Date.now();
      let result: WriteOutcome["result"];
      try {
        const sent = discussion
          ? session.request("POST", "/api/v2/discussions", {
              name: `Durability ${token}`,
              body: `Written by the safety suite: ${token}.`,
              format: "text",
              categoryID: this.categoryID,
            })
          : session.request("POST", "/api/v2/comments", {
              body: `Written by the safety suite: ${token}.`,
              format: "text",
              discussionID: this.pickDiscussion(n),
            });
        const response = await withDeadline(
          this.hungMs,
          sent.then(async (answer) => ({ answer, body: (await answer.json().catch(() => ({}))) as { commentID?: unknown; discussionID?: unknown } })),
        );
        if (response === "timeout") {
          result = "timeout";
          this.outcomes.push({ startedAt, endedAt: Date.now(), result });
          continue;
        }
        const { answer, body } = response;
        result = answer.status;
        if (answer.ok) {
          const id = discussion ? body.discussionID : body.commentID;
          if (typeof id === "number") {
            this.acked.push({ kind: discussion ? "discussion" : "comment", id, token });
            if (discussion) this.discussionIDs.push(id);
          }
        }
      } catch {
        result = "error";
      }
      this.outcomes.push({ startedAt, endedAt: Date.now(), result });
      // No answer at all (the site down): a pause, so a writer does not spin on refused connections.
      if (result === "error") await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private pickDiscussion(n: number): number {
    return this.discussionIDs[(n * 7919) % this.discussionIDs.length] as number;
  }
}

/** The answer, or "timeout" when none came within `ms` (the request is left to end by itself). */
async function withDeadline<T>(ms: number, pending: Promise<T>): Promise<T | "timeout"> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), ms)));
  try {
    return await Promise.race([pending, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
