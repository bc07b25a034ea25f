import type { ReactNode } from "react";
import { ErrorPage } from "./ErrorPage";

/** The page for an address nothing serves ('{Type} Not Found', type defaulting to Page). */
export function NotFoundPage({ type }: { type?: string }): ReactNode {
  return <ErrorPage status={404} {...(type ? { type } : {})} />;
}
