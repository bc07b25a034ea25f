import type { Static, TSchema } from "@sinclair/typebox";
import type { FastifyRequest } from "fastify";

/**
 * A kind of long-running action: a list of record ids worked through one at a time, possibly over
 * several requests (the first call, then `POST /calls/run` with each `callbackPayload`). The
 * add-on that owns it registers it once (`ctx.longRunner.register(job)` in its `routes`), so any
 * server process can continue a job another one started.
 */
export interface LongRunnerJob<P extends TSchema = TSchema> {
  /** Unique across the site; prefix it with the add-on's key ("forum.discussions.delete"). */
  name: string;
  /** The add-on that owns the job: while it is disabled its jobs cannot be continued (404). */
  addon?: string;
  /** The job's parameters. Checked again when a payload comes back (it may predate an upgrade). */
  params: P;
  /**
   * Does one record, in its own transaction, as `request.viewer`. Check permissions here, every
   * time: a payload only says what is left, never what is allowed. Throw an `HttpError` to fail
   * this record alone (its message and status go to `exceptionsByID`); the others go on.
   */
  run(id: number, params: Static<P>, request: FastifyRequest): Promise<void>;
}

/** Declares a job with its parameters' type inferred from the schema. */
export function defineLongRunnerJob<P extends TSchema>(job: LongRunnerJob<P>): LongRunnerJob<P> {
  return job;
}
