import type { Discussion } from "@quorum/api";
import { useApiClient, useToast } from "@quorum/core";
import type { ApiClient } from "@quorum/core";
import { useCallback, useRef, useState } from "react";
import { useCommitDiscussionChange } from "../useCommitDiscussionChange";
import { failureText } from "../../feedback/failureText";

/** One action of the options menu that calls the server straight away (a toggle, a bump). */
export interface DiscussionAction<T> {
  /** Names the action for its busy state. */
  key: string;
  send(api: ApiClient): Promise<T>;
  /** What the server's answer changes in the live record. */
  apply(answer: T): Partial<Discussion>;
  /** The success toast's text (spec §8), when the action has one. */
  success?(answer: T): string;
}

export interface DiscussionActions {
  /** The keys of the actions in flight. */
  busy: ReadonlySet<string>;
  run<T>(action: DiscussionAction<T>): Promise<void>;
}

/**
 * Runs the options menu's direct actions (spec §4): busy while in flight (a second click is
 * ignored), then the server's answer goes into the live record and its success toast shows
 * (auto-dismissed); a failure leaves the record as it was and shows a persistent, dismissible
 * toast with the error's description or message (spec §8).
 */
export function useDiscussionAction(discussionID: number): DiscussionActions {
  const api = useApiClient();
  const { addToast } = useToast();
  const commit = useCommitDiscussionChange();
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  // The state above is for rendering; this is read synchronously to refuse a second click.
  const inFlight = useRef(new Set<string>());

  const run = useCallback(
    async <T>(action: DiscussionAction<T>): Promise<void> => {
      if (inFlight.current.has(action.key)) return;
      inFlight.current.add(action.key);
      setBusy(new Set(inFlight.current));
      try {
        const answer = await action.send(api);
        commit(discussionID, action.apply(answer));
        const text = action.success?.(answer);
        if (text) addToast({ body: text, autoDismiss: true });
      } catch (error) {
        addToast({ body: failureText(error), persistent: true, dismissible: true, tone: "error" });
      } finally {
        inFlight.current.delete(action.key);
        setBusy(new Set(inFlight.current));
      }
    },
    [addToast, api, commit, discussionID],
  );

  return { busy, run };
}
