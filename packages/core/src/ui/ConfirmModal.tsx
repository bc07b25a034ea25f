import type { ReactNode } from "react";
import { t } from "../i18n/t";
import { Button } from "./Button";
import { ErrorMessage } from "./ErrorMessage";
import { Modal } from "./Modal";

export interface ConfirmModalProps {
  isVisible: boolean;
  title: string;
  /** The question ('Are you sure you want to delete this discussion?'). */
  children: ReactNode;
  confirmLabel: string;
  onConfirm(): void | Promise<void>;
  /** Cancel, Escape and the close button. */
  onCancel(): void;
  /** The confirm request is in flight: the confirm button is busy and disabled. */
  isBusy?: boolean;
  /** A failed confirm's message, shown above the question. */
  error?: string | null;
}

/** A small modal asking to confirm an action: Cancel and the confirm button. */
export function ConfirmModal({ isVisible, title, children, confirmLabel, onConfirm, onCancel, isBusy = false, error }: ConfirmModalProps): ReactNode {
  return (
    <Modal
      isVisible={isVisible}
      onClose={onCancel}
      title={title}
      size="small"
      footer={
        <>
          <Button onClick={onCancel}>{t("Cancel")}</Button>
          <Button variant="primary" busy={isBusy} onClick={() => void onConfirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? <ErrorMessage message={error} /> : null}
      {children}
    </Modal>
  );
}
