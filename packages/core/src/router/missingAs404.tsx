import type { ReactNode } from "react";
import { ApiError } from "../api/ApiError";
import { ErrorPage } from "./ErrorPage";

/**
 * An `ErrorBoundary` fallback for the page of one record (`<ErrorBoundary fallback={missingAs404("Event")}>`):
 * what the API answers as missing (404, which it also answers for a record the viewer may not
 * know of) or a malformed id (400, 422) is the '{type} Not Found' page; any other failure goes on
 * to the next boundary.
 */
export const missingAs404 =
  (type: string) =>
  (error: unknown): ReactNode => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 422)) return <ErrorPage status={404} type={type} />;
    throw error;
  };
