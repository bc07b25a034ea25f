import type { ReactionCount } from "@quorum/api";
import { useApiClient, useQueryClient, useToast } from "@quorum/core";
import { useRef, useState } from "react";
import { applyReactionToggle } from "./applyReactionToggle";
import type { ReactionState } from "./applyReactionToggle";
import { failureText } from "../feedback/failureText";
import { mergeReactionCounts } from "./mergeReactionCounts";
import { reactionLogKey } from "./reactionLogKey";
import { reactionsPath } from "./reactionsPath";
import type { ReactionRecord } from "./reactionsPath";

export interface ReactionToggleOptions {
  record: ReactionRecord;
  /** The post's reactions as shown (every type the bar offers) and its score. */
  state: ReactionState;
  /** Stores a new state: optimistic, the server's counts, or the state put back after a failure. */
  onChange(next: ReactionState): void;
}

export interface ReactionToggle {
  toggle(urlcode: string): Promise<void>;
  /** The reaction being applied, while its requests are in flight. */
  pending: string | null;
}

/**
 * The reaction toggle of spec §4: DELETE the user's existing reaction, then, unless the chosen one
 * was it, POST the chosen one. The counts and score change at once and are put back on failure
 * (with a persistent, dismissible error toast); afterwards the counts are the server's answer.
 */
export function useReactionToggle({ record, state, onChange }: ReactionToggleOptions): ReactionToggle {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { addToast } = useToast();
  const [pending, setPending] = useState<string | null>(null);
  // A second click before the re-render must not start a second toggle from the same state.
  const inFlight = useRef(false);
  async function toggle(urlcode: string): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    const before = state;
    const existing = before.reactions.find((reaction) => reaction.hasReacted);
    const adds = existing?.urlcode !== urlcode;
    const path = reactionsPath(record);
    setPending(urlcode);
    const optimistic = applyReactionToggle(before, urlcode);
    onChange(optimistic);
    let restore = before;
    try {
      let counts: ReactionCount[] | null = null;
      if (existing) {
        const removed = await api.delete<unknown>(path);
        if (Array.isArray(removed.data)) counts = removed.data as ReactionCount[];
        // Were the add to fail now, the removal has happened: that is what to show.
        restore = applyReactionToggle(before, existing.urlcode);
      }
      if (adds) counts = (await api.post<ReactionCount[]>(path, { reactionType: urlcode })).data;
      if (counts) onChange({ ...optimistic, reactions: mergeReactionCounts(optimistic.reactions, counts, adds ? urlcode : null) });
    } catch (error) {
      onChange(restore);
      addToast({ body: failureText(error), persistent: true, dismissible: true, tone: "error" });
    } finally {
      inFlight.current = false;
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: reactionLogKey(record) });
    }
  }

  return { toggle, pending };
}
