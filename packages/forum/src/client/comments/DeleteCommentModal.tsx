import { FormModal, t } from "@quorum/core";
import type { ReactNode } from "react";

export interface DeleteCommentModalProps {
  isVisible: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The 'Delete Comment' confirmation, worded as the discussion's (spec §2). Confirming closes it
 * at once: the delete is optimistic (its owner takes the comment out and puts it back on failure).
 */
export default function DeleteCommentModal({ isVisible, onConfirm, onCancel }: DeleteCommentModalProps): ReactNode {
  return (
    <FormModal isVisible={isVisible} title={t("Delete Comment")} size="small" submitLabel={t("Delete")} onSubmit={onConfirm} onCancel={onCancel}>
      <p>{t("Are you sure you want to delete this comment?")}</p>
    </FormModal>
  );
}
