import { ConfirmModal, t } from "@quorum/core";
import type { ReactNode } from "react";

export interface DiscardDraftModalProps {
  isVisible: boolean;
  onDiscard(): void;
  onCancel(): void;
}

/** Spec §8 'Discard Draft': replying to a comment while an unposted comment is being written. */
export function DiscardDraftModal({ isVisible, onDiscard, onCancel }: DiscardDraftModalProps): ReactNode {
  return (
    <ConfirmModal isVisible={isVisible} title={t("Discard Draft")} confirmLabel={t("Discard")} onConfirm={onDiscard} onCancel={onCancel}>
      <p>{t("You have an unposted draft, replying to this comment will discard your draft.")}</p>
      <p>{t("Are you sure you want to discard it?")}</p>
    </ConfirmModal>
  );
}
