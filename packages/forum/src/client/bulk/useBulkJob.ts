import type { LongRunnerResult } from "@quorum/api";
import { useApiClient, useInvalidateLayouts, useQueryClient } from "@quorum/core";
import type { ApiClient, ApiResponse } from "@quorum/core";
import { useCallback, useState } from "react";
import type { BulkSelectionStore } from "./createBulkSelectionStore";
import { runBulkJob } from "./runBulkJob";
import type { BulkJobOutcome } from "./runBulkJob";

export interface BulkJobRequest {
  discussionIDs: readonly number[];
  start(api: ApiClient): Promise<ApiResponse<LongRunnerResult | null | undefined>>;
  alsoDeselectOnSuccess?: readonly number[];
}

export interface BulkJobRunner {
  run(request: BulkJobRequest): Promise<BulkJobOutcome>;
  isRunning: boolean;
}

/**
 * Runs bulk jobs for a modal: marks and selection through `runBulkJob`, then every list is
 * refreshed — the layouts (server-rendered lists) and the filtered lists — whatever the outcome,
 * since even a failed job may have done part of its work.
 */
export function useBulkJob(store: BulkSelectionStore): BulkJobRunner {
  const api = useApiClient();
  const invalidateLayouts = useInvalidateLayouts();
  const queryClient = useQueryClient();
  const [isRunning, setRunning] = useState(false);

  const run = useCallback(
    async ({ discussionIDs, start, alsoDeselectOnSuccess }: BulkJobRequest) => {
      setRunning(true);
      try {
        return await runBulkJob({ api, store, discussionIDs, start: () => start(api), ...(alsoDeselectOnSuccess ? { alsoDeselectOnSuccess } : {}) });
      } finally {
        setRunning(false);
        void invalidateLayouts();
        void queryClient.invalidateQueries({ queryKey: ["discussions"] });
      }
    },
    [api, store, invalidateLayouts, queryClient],
  );
  return { run, isRunning };
}
