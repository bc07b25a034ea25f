import type { ReactionCount, ReactionLogEntry } from "@quorum/api";
import { Modal, t, useApiClient, useQueryClient, useToast } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import { failureText } from "../feedback/failureText";
import { ReactionLog } from "./ReactionLog";
import { reactionLogKey } from "./reactionLogKey";
import { reactionsPath } from "./reactionsPath";
import type { ReactionRecord } from "./reactionsPath";

export interface ReactionLogModalProps {
  record: ReactionRecord;
  isVisible: boolean;
  onClose(): void;
  /** One user's reaction was removed; `counts` is the server's answer when it gave one. */
  onRemoved(entry: ReactionLogEntry, counts: ReactionCount[] | null): void;
}

/** The reactions log in a modal, where a moderator removes one user's reaction (spec §4). */
export function ReactionLogModal({ record, isVisible, onClose, onRemoved }: ReactionLogModalProps): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { addToast } = useToast();
  const [removing, setRemoving] = useState<ReactionLogEntry | null>(null);

  async function remove(entry: ReactionLogEntry): Promise<void> {
    setRemoving(entry);
    try {
      const { data } = await api.delete<unknown>(reactionsPath(record, entry.userID));
      onRemoved(entry, Array.isArray(data) ? (data as ReactionCount[]) : null);
      await queryClient.invalidateQueries({ queryKey: reactionLogKey(record) });
    } catch (error) {
      addToast({ body: failureText(error), persistent: true, dismissible: true, tone: "error" });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Modal isVisible={isVisible} onClose={onClose} title={t("Reactions Log")} size="medium">
      {isVisible && <ReactionLog record={record} removing={removing} onRemove={(entry) => void remove(entry)} />}
    </Modal>
  );
}
