import { useState } from "react";
import type { ReactNode } from "react";
import { t } from "../i18n/t";
import { Button } from "../ui/Button";
import { ErrorMessage } from "../ui/ErrorMessage";

/** A widget's render error: its message with Cancel (dismiss) and Reload (reload the page), spec §2/§8. */
export function WidgetErrorMessage({ error }: { error: unknown }): ReactNode {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <ErrorMessage
      error={error}
      actions={
        <>
          <Button variant="standard" onClick={() => setDismissed(true)}>
            {t("Cancel")}
          </Button>
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t("Reload")}
          </Button>
        </>
      }
    />
  );
}
