import { useEffect, useState } from "react";

/** The localStorage key the message drafts live under, one entry per box (as the forum's `draftStore`). */
export const MESSAGE_DRAFTS_KEY = "conversationDrafts";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(MESSAGE_DRAFTS_KEY) ?? "{}");
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function writeAll(entries: Record<string, string>): void {
  try {
    if (Object.keys(entries).length === 0) storage()?.removeItem(MESSAGE_DRAFTS_KEY);
    else storage()?.setItem(MESSAGE_DRAFTS_KEY, JSON.stringify(entries));
  } catch {
    // Full or refused storage: the box still works, the draft is just not kept.
  }
}

/**
 * A message box's text kept in the browser as it is typed, so a reload (or coming back later)
 * finds it again; `clear` once it is sent. A box opened with text of its own (`initial`) starts
 * from that instead. Read after mounting: the server render has no storage,
 * and the first render must match it.
 */
export function useMessageDraft(key: string, initial = ""): { body: string; setBody(body: string): void; clear(): void } {
  const [body, setState] = useState(initial);
  useEffect(() => {
    // What the page was opened with (a shared link) wins over an older draft.
    const saved = initial === "" ? readAll()[key] : undefined;
    if (saved) setState(saved);
  }, [key, initial]);
  return {
    body,
    setBody(next) {
      setState(next);
      const entries = readAll();
      entries[key] = next;
      writeAll(entries);
    },
    clear() {
      setState("");
      const entries = readAll();
      delete entries[key];
      writeAll(entries);
    },
  };
}
