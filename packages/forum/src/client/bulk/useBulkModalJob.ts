import { useCallback, useState } from "react";
import type { BulkJobRequest } from "./useBulkJob";
import { useBulkJob } from "./useBulkJob";
import { useBulkStore } from "./useBulkStore";

export interface BulkModalJob {
  /** The discussions of the job this modal started (its progress list), null before one. */
  jobIDs: readonly number[] | null;
  isRunning: boolean;
  run(request: BulkJobRequest): Promise<void>;
  /** Closes the modal and forgets the last job's list. */
  close(): void;
}

/**
 * A modal's bulk job: while it runs the modal lists its discussions with their marks; when every
 * discussion succeeded the modal closes, otherwise it stays open on the failures.
 */
export function useBulkModalJob(onClose: () => void): BulkModalJob {
  const job = useBulkJob(useBulkStore());
  const [jobIDs, setJobIDs] = useState<readonly number[] | null>(null);
  const close = useCallback(() => {
    setJobIDs(null);
    onClose();
  }, [onClose]);
  const run = useCallback(
    async (request: BulkJobRequest) => {
      setJobIDs(request.discussionIDs);
      const outcome = await job.run(request);
      if (outcome.failed.length === 0) close();
    },
    [job, close],
  );
  return { jobIDs, isRunning: job.isRunning, run, close };
}
