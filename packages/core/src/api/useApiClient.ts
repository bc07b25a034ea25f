import { createContext, useContext } from "react";
import { createApiClient } from "./createApiClient";
import type { ApiClient } from "./createApiClient";

/** Carries the app's API client; `AppRoot` provides it (the server render passes a per-request one). */
export const ApiClientContext = createContext<ApiClient>(createApiClient());

/** The API client of the running app. */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
