import type { LongRunnerProgress, LongRunnerResult } from "@quorum/api";
import { runLongRunner, t } from "@quorum/core";
import type { ApiClient, ApiResponse } from "@quorum/core";
import type { BulkSelectionStore } from "./createBulkSelectionStore";

export interface BulkJob {
  api: ApiClient;
  store: BulkSelectionStore;
  /** The discussions the job works on. */
  discussionIDs: readonly number[];
  /** Starts the job (the bulk call); called once their marks are pending. */
  start(): Promise<ApiResponse<LongRunnerResult | null | undefined>>;
  /** Leave the selection too when the whole job succeeded (a merge's destination). */
  alsoDeselectOnSuccess?: readonly number[];
}

/** How a bulk job ended. */
export interface BulkJobOutcome {
  succeeded: number[];
  failed: number[];
}

/**
 * Runs a bulk action as spec §4 says: each discussion is marked pending, then — round by round as
 * the long-running job reports — success (it leaves the selection) or error (it is re-checked and
 * shows the server's message). A failed call marks what is still pending with its message.
 * Discussions the job never mentions stop being pending and stay selected; an answer without any
 * progress (a plain 204) means the whole job succeeded.
 */
export async function runBulkJob({ api, store, discussionIDs, start, alsoDeselectOnSuccess = [] }: BulkJob): Promise<BulkJobOutcome> {
  const ids = [...discussionIDs];
  store.setStatuses(ids, { state: "pending" });
  const pending = new Set(ids);
  const outcome: BulkJobOutcome = { succeeded: [], failed: [] };

  function apply(round: LongRunnerProgress): void {
    const succeeded = round.successIDs.filter((id) => pending.has(id));
    const failed = round.failedIDs.filter((id) => pending.has(id));
    for (const id of [...succeeded, ...failed]) pending.delete(id);
    outcome.succeeded.push(...succeeded);
    outcome.failed.push(...failed);
    if (succeeded.length > 0) {
      store.setStatuses(succeeded, { state: "success" });
      store.deselect(succeeded);
    }
    for (const id of failed) {
      store.setStatuses([id], { state: "error", message: round.exceptionsByID[String(id)]?.message ?? t("Something went wrong.") });
    }
    if (failed.length > 0) store.select(failed);
  }

  try {
    const total = await runLongRunner(api, start(), { onProgress: apply });
    const reportedNothing = total.successIDs.length === 0 && total.failedIDs.length === 0;
    if (reportedNothing) apply({ successIDs: [...pending], failedIDs: [], exceptionsByID: {}, countTotalIDs: pending.size });
    else store.setStatuses([...pending], null);
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : t("Something went wrong.");
    const failedIDs = [...pending];
    apply({
      successIDs: [],
      failedIDs,
      exceptionsByID: Object.fromEntries(failedIDs.map((id) => [String(id), { message, code: 500 }])),
      countTotalIDs: failedIDs.length,
    });
  }
  if (outcome.failed.length === 0 && alsoDeselectOnSuccess.length > 0) store.deselect(alsoDeselectOnSuccess);
  return outcome;
}
