import { Button, t } from "@quorum/core";
import { lazy, Suspense, useState } from "react";
import type { ReactNode } from "react";
import { useMayReport } from "./useMayReport";

// Loaded on the first click: most readers never report, and a guest may not.
const ReportModal = lazy(() => import("./ReportModal").then((m) => ({ default: m.ReportModal })));
export interface ReportButtonProps {
  recordType: "discussion" | "comment";
  recordID: number;
}

/** 'Report' under a post, for flag.add on sites with escalations (`feature.escalations.Enabled`, spec §6). */
export function ReportButton({ recordType, recordID }: ReportButtonProps): ReactNode {
  const mayReport = useMayReport();
  // The modal (its form state and request) exists from the first opening on, then stays (keeping
  // what was typed, as before): a thread has a Report button under every post, rarely used.
  const [modal, setModal] = useState<"never opened" | "open" | "closed">("never opened");
  if (!mayReport) return null;
  return (
    <>
      <Button variant="text" aria-haspopup="dialog" onClick={() => setModal("open")}>
        {t("Report")}
      </Button>
      {modal !== "never opened" && (
        <Suspense fallback={null}>
          <ReportModal recordType={recordType} recordID={recordID} isVisible={modal === "open"} onClose={() => setModal("closed")} />
        </Suspense>
      )}
    </>
  );
}
