import { Button, ToolTip } from "@quorum/core";
import type { ReactNode } from "react";
import * as styles from "./BulkActionsToast.css";
import type { BulkActionValidity } from "./validateBulkActions";

export interface BulkActionButtonProps {
  children: ReactNode;
  validity: BulkActionValidity;
  onClick(): void;
}

/**
 * An action of the bulk toast. Disabled with `aria-disabled` rather than `disabled`, so it stays
 * focusable and hoverable: its tooltip (and accessible description) tells why it cannot run.
 */
export function BulkActionButton({ children, validity, onClick }: BulkActionButtonProps): ReactNode {
  const button = (
    <Button className={styles.action} aria-disabled={validity.disabled || undefined} onClick={() => !validity.disabled && onClick()}>
      {children}
    </Button>
  );
  return validity.reason ? <ToolTip label={validity.reason}>{button}</ToolTip> : button;
}
