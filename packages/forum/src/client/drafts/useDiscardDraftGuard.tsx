import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { DiscardDraftModal } from "./DiscardDraftModal";

export interface DiscardDraftGuard {
  /** Runs `reply` at once, or, while an unposted draft exists, after the user agrees to discard it. */
  confirmReply(reply: () => void): void;
  /** The 'Discard Draft' dialog, to render with the form. */
  modal: ReactNode;
}

/**
 * Spec §4/§8: replying to a comment while the comment box holds an unposted draft (not itself a
 * reply) asks 'Discard Draft'. Discard calls `discard` (which deletes the draft and empties the
 * box), then starts the reply once the emptied box has rendered, so the reply is not wiped with it.
 */
export function useDiscardDraftGuard(isUnposted: boolean, discard: () => void): DiscardDraftGuard {
  const [asking, setAsking] = useState<(() => void) | null>(null);
  const [replying, setReplying] = useState<(() => void) | null>(null);
  const latest = useRef(isUnposted);
  latest.current = isUnposted;

  useEffect(() => {
    if (!replying) return;
    setReplying(null);
    replying();
  }, [replying]);

  return {
    confirmReply(reply) {
      if (!latest.current) reply();
      else setAsking(() => reply);
    },
    modal: (
      <DiscardDraftModal
        isVisible={asking !== null}
        onCancel={() => setAsking(null)}
        onDiscard={() => {
          const reply = asking;
          setAsking(null);
          discard();
          if (reply) setReplying(() => reply);
        }}
      />
    ),
  };
}
