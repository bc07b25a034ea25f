import { Button, ErrorMessage } from "@quorum/core";
import type { ReactNode } from "react";
import * as formStyles from "./Form.css";
import { hasFieldErrors } from "./hasFieldErrors";

export interface FormFooterProps {
  /** The last failure; its field errors show beside the form's own fields instead. */
  error: unknown;
  /** The fields the form shows, whose errors it shows beside them. */
  fields: readonly string[];
  submitLabel: string;
  busy: boolean;
}

/** The end of a form: the failure's message (unless a field of the form was blamed), then the submit button. */
export function FormFooter({ error, fields, submitLabel, busy }: FormFooterProps): ReactNode {
  return (
    <>
      {error != null && !hasFieldErrors(error, fields) && <ErrorMessage error={error} />}
      <div className={formStyles.actions}>
        <Button type="submit" variant="primary" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
