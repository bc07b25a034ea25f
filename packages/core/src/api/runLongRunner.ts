import { LONG_RUNNER_CONTENT_TYPE } from "@quorum/api";
import type { LongRunnerProgress, LongRunnerResult } from "@quorum/api";
import type { ApiClient, ApiResponse } from "./createApiClient";

export interface RunLongRunnerOptions {
  /**
   * Called after every round with that round's progress as the server answered it (Quorum's
   * server: everything so far) and the merged total, so a screen can mark records as they finish
   * rather than when the whole job has.
   */
  onProgress?(round: LongRunnerProgress, total: LongRunnerProgress): void;
  /** Stops between rounds (the job's remaining records are then left undone). */
  signal?: AbortSignal;
  /** A guard against a server that never finishes; 1000 rounds by default. */
  maxRounds?: number;
}

/** The path that continues a long-running job (spec §7 `POST calls/run`). */
export const CALLS_RUN_PATH = "/calls/run";

/**
 * Runs a long-running job to its end (spec §4): awaits `firstRequest` (a bulk call), then, while an
 * answer carries a `callbackPayload` — status 408 while records remain, which the API client does
 * not treat as an error (§8) — posts it to `POST /calls/run`. Resolves with the progress of every
 * round merged. An answer without a body (a 204) counts as a round that reported nothing.
 * A failed round rejects with its `ApiError`; the rounds before it have been reported already.
 */
export async function runLongRunner(
  api: ApiClient,
  firstRequest: Promise<ApiResponse<LongRunnerResult | null | undefined>>,
  options: RunLongRunnerOptions = {},
): Promise<LongRunnerProgress> {
  const { onProgress, signal, maxRounds = 1000 } = options;
  let total = emptyProgress();
  let response = await firstRequest;
  for (let round = 1; ; round++) {
    const result = response.data ?? null;
    const progress = normalizeProgress(result?.progress);
    total = mergeProgress(total, progress);
    onProgress?.(progress, total);
    const next = result?.callbackPayload;
    if (!next) return total;
    if (round >= maxRounds) throw new Error(`The job did not finish in ${maxRounds} rounds.`);
    signal?.throwIfAborted();
    response = await api.post<LongRunnerResult | null>(CALLS_RUN_PATH, next, {
      headers: { "content-type": LONG_RUNNER_CONTENT_TYPE },
      ...(signal ? { signal } : {}),
    });
  }
}

function emptyProgress(): LongRunnerProgress {
  return { successIDs: [], failedIDs: [], exceptionsByID: {}, countTotalIDs: 0 };
}

/** A round's progress with every list present: a server may leave out an empty one. */
function normalizeProgress(progress: Partial<LongRunnerProgress> | undefined): LongRunnerProgress {
  return {
    successIDs: progress?.successIDs ?? [],
    failedIDs: progress?.failedIDs ?? [],
    exceptionsByID: progress?.exceptionsByID ?? {},
    countTotalIDs: progress?.countTotalIDs ?? 0,
  };
}

/**
 * Adds one round to the total. Quorum's server reports cumulatively (each round repeats the
 * earlier ones), others per round: a union serves both. A record may be retried in a later round,
 * so its latest outcome wins: an id that succeeds after failing leaves the failed list.
 */
function mergeProgress(total: LongRunnerProgress, round: LongRunnerProgress): LongRunnerProgress {
  const succeeded = new Set(round.successIDs);
  const failed = new Set(round.failedIDs);
  const exceptionsByID = { ...total.exceptionsByID, ...round.exceptionsByID };
  for (const id of succeeded) delete exceptionsByID[String(id)];
  return {
    successIDs: unique([...total.successIDs.filter((id) => !failed.has(id)), ...succeeded]),
    failedIDs: unique([...total.failedIDs.filter((id) => !succeeded.has(id)), ...failed]),
    exceptionsByID,
    countTotalIDs: Math.max(total.countTotalIDs, round.countTotalIDs),
  };
}

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}
