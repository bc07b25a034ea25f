import { Button, ErrorMessage, FormField, Modal, TextArea, t, useApiClient, useMutation, useToast } from "@quorum/core";
import { useId, useState } from "react";
import type { FormEvent, ReactNode } from "react";
import type { ApiError } from "@quorum/core";
import { fieldErrorsOf } from "../forms/fieldErrorsOf";
import * as formStyles from "../forms/Form.css";
import { hasFieldErrors } from "../forms/hasFieldErrors";

export interface ReportModalProps {
  recordType: "discussion" | "comment";
  recordID: number;
  isVisible: boolean;
  onClose(): void;
}

interface ReportPost {
  recordType: "discussion" | "comment";
  recordID: number;
  reason: string;
}

/**
 * 'Report' (spec §2): the member says why, and the post goes to the moderators (`POST /reports`).
 * Submitting needs a reason; a server error shows in the modal, success in a toast.
 */
export function ReportModal({ recordType, recordID, isVisible, onClose }: ReportModalProps): ReactNode {
  const api = useApiClient();
  const { addToast } = useToast();
  const formID = useId();
  const [reason, setReason] = useState("");
  const report = useMutation<unknown, ApiError, ReportPost>({
    mutationFn: async (input) => (await api.post<unknown>("/reports", input)).data,
    onSuccess: () => {
      setReason("");
      addToast({ body: t("Your report has been submitted."), autoDismiss: true });
      onClose();
    },
  });
  const isEmpty = reason.trim() === "";

  function close(): void {
    report.reset();
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (isEmpty || report.isPending) return;
    report.mutate({ recordType, recordID, reason: reason.trim() });
  }

  return (
    <Modal
      isVisible={isVisible}
      onClose={close}
      title={t("Report")}
      size="medium"
      footer={
        <>
          <Button onClick={close}>{t("Cancel")}</Button>
          <Button type="submit" form={formID} variant="primary" busy={report.isPending} disabled={isEmpty}>
            {t("Send Report")}
          </Button>
        </>
      }
    >
      <form id={formID} className={formStyles.form} onSubmit={submit} noValidate>
        <FormField label={t("Reason")} errors={fieldErrorsOf(report.error, "reason")} required>
          <TextArea name="reason" rows={4} value={reason} autoFocus onChange={(event) => setReason(event.target.value)} />
        </FormField>
        {report.error && !hasFieldErrors(report.error, ["reason"]) && <ErrorMessage error={report.error} />}
      </form>
    </Modal>
  );
}
