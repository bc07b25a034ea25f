import type { ReactionCount, ReactionLogEntry } from "@quorum/api";
import { Button, t } from "@quorum/core";
import { lazy, Suspense, useState } from "react";
import type { ReactNode } from "react";
import type { ReactionRecord } from "./reactionsPath";

// Loaded on the first click: only moderators see the button, and they seldom open it.
const ReactionLogModal = lazy(() => import("./ReactionLogModal").then((m) => ({ default: m.ReactionLogModal })));

export interface ReactionLogButtonProps {
  record: ReactionRecord;
  onRemoved(entry: ReactionLogEntry, counts: ReactionCount[] | null): void;
}

/** 'Log': opens the post's reactions log (shown to community.moderate). */
export function ReactionLogButton({ record, onRemoved }: ReactionLogButtonProps): ReactNode {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button
        variant="text"
        aria-haspopup="dialog"
        onClick={() => {
          setIsOpen(true);
          setWasOpened(true);
        }}
      >
        {t("Log")}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <ReactionLogModal record={record} isVisible={isOpen} onClose={() => setIsOpen(false)} onRemoved={onRemoved} />
        </Suspense>
      )}
    </>
  );
}
