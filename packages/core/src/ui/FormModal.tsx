import { useId } from "react";
import type { FormEvent, ReactNode } from "react";
import { t } from "../i18n/t";
import { Button } from "./Button";
import { ErrorMessage } from "./ErrorMessage";
import { Modal } from "./Modal";
import type { ModalProps } from "./Modal";

export interface FormModalProps {
  isVisible: boolean;
  /** The dialog's heading and accessible name. */
  title: string;
  size?: ModalProps["size"];
  /** The form's fields (or the question a confirmation asks). */
  children: ReactNode;
  /** The confirm button's label ('Save', 'Delete', 'Send Report'). */
  submitLabel: string;
  /** Enter in a field or the confirm button; not called while busy or disabled. */
  onSubmit(): void;
  /** Cancel, Escape and the close button; ignored while busy (the request cannot be taken back). */
  onCancel(): void;
  /** The request is in flight: the confirm button is busy and disabled. */
  isBusy?: boolean;
  /** Nothing to submit yet (no choice made, an empty reason). */
  submitDisabled?: boolean;
  /**
   * A failure to show above the fields: an error (an `ApiError` gives its description and action)
   * or a message. Nothing for null/undefined.
   */
  error?: unknown;
  /** Extra content under the form (a bulk job's progress). */
  after?: ReactNode;
}

/**
 * The dialog of a form that runs one request (spec §2/§4): the fields in a `<form>`, Cancel and a
 * confirm button that submits it, busy and disabled while the request runs, and the request's
 * failure shown in the dialog, which stays open. While busy, Cancel, Escape and the close button
 * do nothing: the modal closes when its owner says so (on success).
 */
export function FormModal({
  isVisible,
  title,
  size,
  children,
  submitLabel,
  onSubmit,
  onCancel,
  isBusy = false,
  submitDisabled = false,
  error,
  after,
}: FormModalProps): ReactNode {
  const formID = useId();
  function cancel(): void {
    if (!isBusy) onCancel();
  }
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (isBusy || submitDisabled) return;
    onSubmit();
  }
  return (
    <Modal
      isVisible={isVisible}
      onClose={cancel}
      title={title}
      size={size}
      footer={
        <>
          <Button onClick={cancel} disabled={isBusy}>
            {t("Cancel")}
          </Button>
          <Button type="submit" form={formID} variant="primary" busy={isBusy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {error !== null && error !== undefined && (typeof error === "string" ? <ErrorMessage message={error} /> : <ErrorMessage error={error} />)}
      <form id={formID} onSubmit={submit} noValidate>
        {children}
      </form>
      {after}
    </Modal>
  );
}
