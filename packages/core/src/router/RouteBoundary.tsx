import { Suspense } from "react";
import type { ReactNode } from "react";
import { TypedValuesHandOver } from "../early/TypedValuesHandOver";
import { ErrorBoundary } from "../layout/ErrorBoundary";
import { Loader } from "../ui/Loader";
import { ErrorPage } from "./ErrorPage";

/** Around an add-on's page: a loader while its chunk loads, the generic error page if it throws (spec §2). */
export function RouteBoundary({ children }: { children?: ReactNode }): ReactNode {
  return (
    <ErrorBoundary fallback={() => <ErrorPage status={500} />}>
      <Suspense fallback={<Loader />}>
        {children}
        <TypedValuesHandOver />
      </Suspense>
    </ErrorBoundary>
  );
}
