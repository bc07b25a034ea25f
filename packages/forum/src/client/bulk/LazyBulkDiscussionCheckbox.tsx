import { lazy, Suspense } from "react";
import type { ReactNode } from "react";
import type { BulkDiscussionCheckboxProps } from "./BulkDiscussionCheckbox";

// Its own chunk: only users who may bulk-manage ever download the bulk UI.
const BulkDiscussionCheckbox = lazy(() => import("./BulkDiscussionCheckbox").then((m) => ({ default: m.BulkDiscussionCheckbox })));

/** `BulkDiscussionCheckbox`, loaded on first use; nothing shows until it has loaded. */
export function LazyBulkDiscussionCheckbox(props: BulkDiscussionCheckboxProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <BulkDiscussionCheckbox {...props} />
    </Suspense>
  );
}
