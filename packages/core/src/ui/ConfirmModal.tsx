import type { ReactNode } from "react";
import { FormModal } from "./FormModal";

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

/** A small modal asking to confirm an action: Cancel and the confirm button (a `FormModal` with no fields). */
export function ConfirmModal({ isVisible, title, children, confirmLabel, onConfirm, onCancel, isBusy = false, error }: ConfirmModalProps): ReactNode {
  return (
    <FormModal
      isVisible={isVisible}
      title={title}
      size="small"
      submitLabel={confirmLabel}
      onSubmit={() => void onConfirm()}
      onCancel={onCancel}
      isBusy={isBusy}
      error={error || null}
    >
      {children}
    </FormModal>
  );
}
