import type { ReactionCount, ReactionLogEntry } from "@quorum/api";
import { Button, t } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import { ReactionLogModal } from "./ReactionLogModal";
import type { ReactionRecord } from "./reactionsPath";

export interface ReactionLogButtonProps {
  record: ReactionRecord;
  onRemoved(entry: ReactionLogEntry, counts: ReactionCount[] | null): void;
}

/** 'Log': opens the post's reactions log (shown to community.moderate). */
export function ReactionLogButton({ record, onRemoved }: ReactionLogButtonProps): ReactNode {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="text" aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        {t("Log")}
      </Button>
      <ReactionLogModal record={record} isVisible={isOpen} onClose={() => setIsOpen(false)} onRemoved={onRemoved} />
    </>
  );
}
