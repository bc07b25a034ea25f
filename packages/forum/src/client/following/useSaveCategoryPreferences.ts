import type { CategoryPreferences, CategoryPreferencesPatch } from "@quorum/api";
import { ApiError, t, useApiClient, useCurrentUser, useQueryClient, useToast } from "@quorum/core";
import { useEffect, useRef } from "react";
import { categoryPreferencesKey, categoryPreferencesPath } from "./categoryPreferencesKey";
import { createLeadingThrottle, type LeadingThrottle } from "./createLeadingThrottle";
import { PREFERENCE_SAVE_THROTTLE } from "./FOLLOW_TIMINGS";

/** How a save's outcome is told: the server's message on failure (shown above the dropdown), null on success. */
export type SaveFailureListener = (message: string | null) => void;

/**
 * Spec §4 "Saving is optimistic": a change goes into the query cache at once (every view of the
 * follow shows it) and to `PATCH /categories/{id}/preferences/{userID}` at most once per 1250 ms,
 * leading edge (spec §9; later changes in the window are sent together at its end). A failed save
 * puts back the last preferences the server confirmed and reports the server's message; a good one
 * toasts 'Success! Preferences saved'. Leaving flushes a waiting change. What is sent may be less
 * than what is shown (`patch`: a follow asks only to follow, the server fills the rest); the
 * server's answer then replaces the guess.
 */
export function useSaveCategoryPreferences(
  categoryID: number,
  current: CategoryPreferences,
  onFailure: SaveFailureListener,
): (next: CategoryPreferences, patch?: CategoryPreferencesPatch) => void {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { addToast } = useToast();
  const { userID } = useCurrentUser();
  const key = categoryPreferencesKey(categoryID, userID);
  const confirmed = useRef(current);
  const failureListener = useRef(onFailure);
  failureListener.current = onFailure;
  const throttle = useRef<LeadingThrottle<CategoryPreferencesPatch> | null>(null);

  if (throttle.current === null) {
    throttle.current = createLeadingThrottle(PREFERENCE_SAVE_THROTTLE, (preferences: CategoryPreferencesPatch) => {
      void (async () => {
        try {
          const { data } = await api.patch<CategoryPreferences>(categoryPreferencesPath(categoryID, userID), preferences);
          confirmed.current = data;
          // A newer change waits in the throttle: the cache keeps showing it.
          if (!throttle.current?.pending()) queryClient.setQueryData(key, data);
          failureListener.current(null);
          addToast({ body: t("Success! Preferences saved"), autoDismiss: true });
        } catch (error) {
          queryClient.setQueryData(key, confirmed.current);
          failureListener.current(error instanceof ApiError || error instanceof Error ? error.message : t("Something went wrong."));
        }
      })();
    });
  }

  useEffect(() => () => throttle.current?.flush(), []);

  return (next, patch = next) => {
    queryClient.setQueryData(key, next);
    throttle.current?.call(patch);
  };
}
