import { FormField, FormModal, TextArea, t, useApiClient, useMutation, useToast } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
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

  return (
    <FormModal
      isVisible={isVisible}
      title={t("Report")}
      submitLabel={t("Send Report")}
      onSubmit={() => report.mutate({ recordType, recordID, reason: reason.trim() })}
      onCancel={close}
      isBusy={report.isPending}
      submitDisabled={isEmpty}
      // A reason the server refused shows under the field instead.
      error={report.error && !hasFieldErrors(report.error, ["reason"]) ? report.error : null}
    >
      <div className={formStyles.form}>
        <FormField label={t("Reason")} errors={fieldErrorsOf(report.error, "reason")} required>
          <TextArea name="reason" rows={4} value={reason} autoFocus onChange={(event) => setReason(event.target.value)} />
        </FormField>
      </div>
    </FormModal>
  );
}
