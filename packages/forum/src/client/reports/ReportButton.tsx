import { Button, t } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import { ReportModal } from "./ReportModal";
import { useMayReport } from "./useMayReport";

export interface ReportButtonProps {
  recordType: "discussion" | "comment";
  recordID: number;
}

/** 'Report' under a post, for flag.add on sites with escalations (`feature.escalations.Enabled`, spec §6). */
export function ReportButton({ recordType, recordID }: ReportButtonProps): ReactNode {
  const mayReport = useMayReport();
  const [isOpen, setIsOpen] = useState(false);
  if (!mayReport) return null;
  return (
    <>
      <Button variant="text" aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        {t("Report")}
      </Button>
      <ReportModal recordType={recordType} recordID={recordID} isVisible={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}

