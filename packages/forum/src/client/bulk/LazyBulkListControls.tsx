import { lazy, Suspense } from "react";
import type { ReactNode } from "react";
import type { BulkListControlsProps } from "./BulkListControls";

// Its own chunk with the toast, the modals and the job runner (see LazyBulkDiscussionCheckbox).
const BulkListControls = lazy(() => import("./BulkListControls").then((m) => ({ default: m.BulkListControls })));

/** `BulkListControls`, loaded on first use; nothing shows until it has loaded. */
export function LazyBulkListControls(props: BulkListControlsProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <BulkListControls {...props} />
    </Suspense>
  );
}
