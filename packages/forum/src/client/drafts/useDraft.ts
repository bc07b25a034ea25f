import type { Draft } from "@quorum/api";
import { useApiClient, useCurrentUser } from "@quorum/core";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { DraftSession } from "./DraftSession";
import type { DraftSnapshot } from "./DraftSession";
import { DraftStore } from "./DraftStore";
import type { DraftContent, DraftTarget } from "./DraftTarget";
import { draftFormKey } from "./draftFormKey";

export interface UseDraftOptions {
  /** Off: nothing is stored or sent (a guest, a form that may not save drafts). */
  enabled?: boolean;
  /** Save to the server 5 s after the last change (spec §4); on by default. */
  autosave?: boolean;
}

export interface DraftHandle extends DraftSnapshot {
  /** Call with the form's content on every change. */
  update(content: DraftContent): void;
  /** Saves the server copy now; rejects with the API's error. */
  save(): Promise<void>;
  /** Deletes the local and server copies (after posting, or on Discard). */
  remove(): Promise<void>;
  /** Saves, then schedules the post for `dateScheduled` (ISO); rejects with the API's error. */
  schedule(dateScheduled: string, publishedSilently?: boolean): Promise<Draft>;
  cancelSchedule(): Promise<Draft>;
}

const DISABLED: DraftSnapshot = { status: "empty", draftID: null, draftStatus: "draft", dateScheduled: null, restored: null, hasUnsavedChanges: false };
// What the server render and hydration see of an enabled draft: it loads in the browser only.
const LOADING: DraftSnapshot = { ...DISABLED, status: "loading" };
const noop = () => () => undefined;

/**
 * The draft of a form (spec §4 draft lifecycle, see `DraftSession`): loads it after mount (the
 * server render has no drafts), and gives the form its restored content and status. The form
 * calls `update` with what it holds on every change. One session per target and signed-in user;
 * unmounting keeps the last second of typing in the local copy.
 */
export function useDraft(target: DraftTarget, options: UseDraftOptions = {}): DraftHandle {
  const api = useApiClient();
  const user = useCurrentUser();
  const enabled = (options.enabled ?? true) && user.userID > 0;
  const identity = `${draftFormKey(target)}#${target.draftID ?? ""}`;
  // The target's fields are all in `identity`: a new session only when the form's draft changes.
  const session = useMemo(
    () => (enabled ? new DraftSession(target, { api, store: new DraftStore(), autosave: options.autosave ?? true }) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [identity, enabled, api],
  );

  useEffect(() => {
    if (!session) return;
    void session.load();
    // Closing the tab: the local copy takes what the throttle still held back.
    const keep = () => session.flushLocal();
    window.addEventListener("pagehide", keep);
    return () => {
      window.removeEventListener("pagehide", keep);
      session.dispose();
    };
  }, [session]);

  useEffect(() => {
    session?.setAutosave(options.autosave ?? true);
  }, [session, options.autosave]);

  const snapshot = useSyncExternalStore(
    session?.subscribe ?? noop,
    () => session?.getSnapshot() ?? DISABLED,
    () => (session ? LOADING : DISABLED),
  );

  // The calls keep their identity for the session's life: forms may list them as effect dependencies.
  const actions = useMemo(
    () => ({
      update: (content: DraftContent) => session?.update(content),
      save: () => session?.save() ?? Promise.resolve(),
      remove: () => session?.remove() ?? Promise.resolve(),
      schedule: (dateScheduled: string, publishedSilently?: boolean) =>
        session ? session.schedule(dateScheduled, publishedSilently) : Promise.reject(new Error("Drafts are off.")),
      cancelSchedule: () => (session ? session.cancelSchedule() : Promise.reject(new Error("Drafts are off."))),
    }),
    [session],
  );
  return useMemo(() => ({ ...snapshot, ...actions }), [snapshot, actions]);
}
