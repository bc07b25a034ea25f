import { Suspense } from "react";
import type { ReactNode } from "react";
import { TypedValuesHandOver } from "../early/TypedValuesHandOver";
import { Skeleton } from "../ui/Skeleton";
import { ErrorBoundary } from "./ErrorBoundary";
import { WidgetErrorMessage } from "./WidgetErrorMessage";

/**
 * The boundary around every widget, slot item and add-on page (docs/architecture.md §3): a skeleton while
 * its chunk or data loads (after the 150 ms loader delay), its own error message if it throws.
 * On the server a throwing widget renders its skeleton and the browser retries it.
 */
export function WidgetBoundary({ children }: { children?: ReactNode }): ReactNode {
  return (
    <ErrorBoundary fallback={(error) => <WidgetErrorMessage error={error} />}>
      <Suspense fallback={<Skeleton />}>
        {children}
        <TypedValuesHandOver />
      </Suspense>
    </ErrorBoundary>
  );
}
