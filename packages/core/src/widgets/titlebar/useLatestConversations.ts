import { useEffect, useState } from "react";
import { useApiClient } from "../../api/useApiClient";
import { FLYOUT_SIZE } from "./notificationKeys";

/** What the title bar reads of a conversation (`GET /conversations` of the conversations add-on). */
interface InboxEntry {
  conversationID: number;
  name: string;
  url: string;
  unread: boolean;
  countUnread: number;
  lastMessage: { excerpt: string } | null;
}

export interface LatestConversations {
  /** Undefined while loading. */
  entries: InboxEntry[] | undefined;
  failed: boolean;
}

/**
 * The member's latest conversations, unread first, for the messages flyout and the account panel's
 * conversations tab: read when mounted, and again whenever `count` (the unread conversation count
 * the event stream sends) moves, so an open list follows new messages and reads.
 */
export function useLatestConversations(count: number): LatestConversations {
  const api = useApiClient();
  const [entries, setEntries] = useState<InboxEntry[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api
      .get<InboxEntry[]>("/conversations", { params: { limit: FLYOUT_SIZE } })
      .then((response) => live && (setEntries(response.data), setFailed(false)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, count]);
  return { entries, failed };
}
