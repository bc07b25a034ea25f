/** The content type of a `callbackPayload` posted back to `POST /calls/run`. */
export const LONG_RUNNER_CONTENT_TYPE = "application/system+jwt";

/** Why one record of a long-running action failed: the error's message and its HTTP status. */
export interface LongRunnerException {
  message: string;
  code: number;
}

/**
 * What a long-running action has done so far (spec §7: "progress gives successIDs, failedIDs,
 * exceptionsByID"). Cumulative: a continuation's answer includes the earlier calls' records.
 */
export interface LongRunnerProgress {
  successIDs: number[];
  failedIDs: number[];
  /** Keyed by the failed record's id. */
  exceptionsByID: Record<string, LongRunnerException>;
  /** How many records the whole action covers. */
  countTotalIDs: number;
}

/**
 * The answer of a bulk action and of `POST /calls/run`: status 200 with `callbackPayload: null`
 * when every record is done; status 408 with a signed `callbackPayload` when the call's budget ran
 * out first — post it to `/calls/run` (content type `LONG_RUNNER_CONTENT_TYPE`) to go on.
 */
export interface LongRunnerResult {
  progress: LongRunnerProgress;
  callbackPayload: string | null;
}
