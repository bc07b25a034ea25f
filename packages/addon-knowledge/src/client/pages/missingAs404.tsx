import { ApiError, ErrorPage } from "@quorum/core";
import type { ReactNode } from "react";

/** An ErrorBoundary fallback: what the API answers as missing (or a malformed id) is the not-found page of `type`. */
export const missingAs404 =
  (type: string) =>
  (error: unknown): ReactNode => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 422)) return <ErrorPage status={404} type={type} />;
    throw error;
  };
