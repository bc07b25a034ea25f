import type { ApiError } from "@quorum/core";
import { useApiClient, useMutation } from "@quorum/core";
import type { CurrentUser } from "@quorum/api";
import type { FormEvent } from "react";
import { fullPageLoad } from "../routing/fullPageLoad";

export interface EntryForm<TInput> {
  error: ApiError | null;
  /** While the request runs, and after it succeeded: the page is then on its way out. */
  busy: boolean;
  /** The form's submit handler, sending `input`. */
  submit: (event: FormEvent<HTMLFormElement>, input: TInput) => void;
}

/**
 * Sends an entry form (sign-in, registration) to `path`, which starts a session. Success is a full
 * page load to `destination()` so the server renders the next page with the new session's user,
 * permissions and add-ons; it is asked for only then, since the page also renders on the server.
 */
export function useEntryForm<TInput>(path: string, destination: () => string): EntryForm<TInput> {
  const api = useApiClient();
  const mutation = useMutation<CurrentUser, ApiError, TInput>({
    mutationFn: async (input) => (await api.post<CurrentUser>(path, input)).data,
    onSuccess: () => fullPageLoad(destination()),
  });
  const busy = mutation.isPending || mutation.isSuccess;
  return {
    error: mutation.error,
    busy,
    submit: (event, input) => {
      event.preventDefault();
      if (!busy) mutation.mutate(input);
    },
  };
}
