import { createHmac } from "node:crypto";
import type { LongRunnerProgress, LongRunnerResult } from "@quorum/api";
import { Type, type Static, type TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AddonRegistry } from "../addons/AddonRegistry";
import { forbidden } from "../errors/forbidden";
import { HttpError } from "../errors/HttpError";
import { notFound } from "../errors/notFound";
import type { LongRunnerJob } from "./LongRunnerJob";
import { signJwt } from "./signJwt";
import { verifyJwt } from "./verifyJwt";

/** How a long-running action is paced and its payloads signed (`createApp({ longRunner })`). */
export interface LongRunnerOptions {
  /**
   * Server secret mixed into the signing key. Payloads are always bound to the session that
   * started the job; with a secret, not even that session's owner can forge one.
   */
  secret?: string;
  /** Time one call may spend before it answers 408 with a `callbackPayload` (default 10 s). */
  timeBudgetMs?: number;
  /** Records one call does at most (default: no limit but time). */
  maxItemsPerCall?: number;
  /** How long a `callbackPayload` stays valid (default 1 hour). */
  payloadLifetimeMs?: number;
}

const ProgressSchema = Type.Object({
  successIDs: Type.Array(Type.Integer()),
  failedIDs: Type.Array(Type.Integer()),
  exceptionsByID: Type.Record(Type.String(), Type.Object({ message: Type.String(), code: Type.Number() })),
  countTotalIDs: Type.Integer({ minimum: 0 }),
});

/** The claims of a `callbackPayload`: whose job it is and what is left of it. */
const JobClaimsSchema = Type.Object({
  sub: Type.String(),
  exp: Type.Number(),
  job: Type.String(),
  ids: Type.Array(Type.Integer({ minimum: 1 })),
  params: Type.Unknown(),
  progress: ProgressSchema,
});
type JobClaims = Static<typeof JobClaimsSchema>;

const DEFAULTS = { timeBudgetMs: 10_000, maxItemsPerCall: Number.POSITIVE_INFINITY, payloadLifetimeMs: 60 * 60 * 1000 };

/**
 * Runs long-running actions (spec §4 "Long-running jobs"): each call works through the job's
 * records until its budget (time, or `maxItemsPerCall`) is spent, then answers 408 with a signed
 * `callbackPayload` holding what is left — an HMAC-SHA256 JWT, so any server process can go on
 * with nothing stored. `POST /calls/run` checks the signature, the expiry and that the same user
 * is signed in, and continues. Every call answers a cumulative `LongRunnerResult`.
 */
export class LongRunner {
  private readonly jobs = new Map<string, LongRunnerJob>();
  private options: Required<Omit<LongRunnerOptions, "secret">> & { secret: string };

  constructor(
    options: LongRunnerOptions = {},
    private readonly addons?: AddonRegistry,
  ) {
    this.options = { ...DEFAULTS, secret: "", ...definedOnly(options) };
  }

  /** Changes the pacing (tests, a site's start-up). */
  configure(options: Omit<LongRunnerOptions, "secret">): void {
    this.options = { ...this.options, ...definedOnly(options) };
  }

  /** Makes a job continuable by name. Registering another job under a taken name is a programming error. */
  register<P extends TSchema>(job: LongRunnerJob<P>): void {
    const existing = this.jobs.get(job.name);
    if (existing && existing !== job) throw new Error(`A long-running job named "${job.name}" is already registered.`);
    this.jobs.set(job.name, job as unknown as LongRunnerJob);
  }

  /**
   * Starts a job for the request's viewer (validate the input first: nothing has run yet) and
   * answers its first call: status 200 when it finished, 408 with a `callbackPayload` otherwise.
   * Repeated ids count once. Guests cannot run jobs (403): there is no session to bind a payload to.
   */
  async start<P extends TSchema>(
    request: FastifyRequest,
    reply: FastifyReply,
    job: LongRunnerJob<P>,
    ids: readonly number[],
    params: Static<P>,
  ): Promise<LongRunnerResult> {
    if (request.viewer.user.userID <= 0 || !request.viewer.sessionID) throw forbidden();
    this.register(job);
    const remaining = [...new Set(ids)];
    const progress: LongRunnerProgress = { successIDs: [], failedIDs: [], exceptionsByID: {}, countTotalIDs: remaining.length };
    return this.work(request, reply, job as unknown as LongRunnerJob, remaining, params, progress);
  }

  /** Continues a job from its `callbackPayload` (`POST /calls/run`). */
  async resume(request: FastifyRequest, reply: FastifyReply, payload: string): Promise<LongRunnerResult> {
    const { viewer } = request;
    if (viewer.user.userID <= 0 || !viewer.sessionID) throw forbidden("You must be signed in to continue this job.");
    const check = verifyJwt(payload, this.signingKey(viewer.sessionID));
    if (!check.ok && check.reason === "expired") throw new HttpError(400, "The callback payload has expired.", { description: "Start the action again." });
    if (!check.ok || !Value.Check(JobClaimsSchema, check.claims)) {
      throw new HttpError(400, "The callback payload is invalid.", { description: "It was altered, or it was issued to another session." });
    }
    const claims: JobClaims = check.claims;
    if (claims.sub !== String(viewer.user.userID)) throw forbidden("This job belongs to another user.");
    const job = this.jobs.get(claims.job);
    if (!job || !Value.Check(job.params, claims.params))
      throw new HttpError(400, "The callback payload is invalid.", { description: "Its job is unknown here." });
    if (job.addon && this.addons && !this.addons.isEnabled(job.addon)) throw notFound("Job");
    return this.work(request, reply, job, [...claims.ids], claims.params, claims.progress);
  }

  private async work(
    request: FastifyRequest,
    reply: FastifyReply,
    job: LongRunnerJob,
    remaining: number[],
    params: unknown,
    progress: LongRunnerProgress,
  ): Promise<LongRunnerResult> {
    const { timeBudgetMs, maxItemsPerCall, payloadLifetimeMs } = this.options;
    const deadline = Date.now() + timeBudgetMs;
    // At least one record per call, whatever the budget: every call makes progress.
    for (let done = 0; remaining.length > 0 && (done === 0 || (done < maxItemsPerCall && Date.now() < deadline)); done++) {
      const id = remaining.shift() as number;
      try {
        await job.run(id, params, request);
        progress.successIDs.push(id);
      } catch (error) {
        progress.failedIDs.push(id);
        progress.exceptionsByID[String(id)] = describe(error, request);
      }
    }
    if (remaining.length === 0) {
      reply.code(200);
      return { progress, callbackPayload: null };
    }
    const { sessionID, user } = request.viewer;
    if (!sessionID) throw forbidden();
    const claims: JobClaims = {
      sub: String(user.userID),
      exp: Math.floor((Date.now() + payloadLifetimeMs) / 1000),
      job: job.name,
      ids: remaining,
      params,
      progress,
    };
    reply.code(408);
    return { progress, callbackPayload: signJwt({ iat: Math.floor(Date.now() / 1000), ...claims }, this.signingKey(sessionID)) };
  }

  /**
   * The key of one session's payloads: the session's stored id (a hash of the cookie token, known
   * only to the database and to whoever holds the cookie) under the server secret. Signing out
   * voids its jobs; another user's payload never verifies.
   */
  private signingKey(sessionID: string): Buffer {
    return createHmac("sha256", `quorum.longRunner:${this.options.secret}`).update(sessionID).digest();
  }
}

/**
 * An item's failure as `exceptionsByID` shows it: an HttpError's status and message (a field's
 * message when it has one, as the client prefers); anything else logged, its details kept back.
 */
function describe(error: unknown, request: FastifyRequest): { message: string; code: number } {
  if (error instanceof HttpError) {
    const fieldMessage = Object.values(error.errors ?? {})[0]?.[0]?.message;
    return { message: fieldMessage ?? error.message, code: error.status };
  }
  request.log.error({ err: error }, "A long-running job's record failed");
  return { message: "Something went wrong.", code: 500 };
}

function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}
