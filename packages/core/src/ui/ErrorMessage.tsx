import type { ReactNode } from "react";
import { ApiError } from "../api/ApiError";
import { t } from "../i18n/t";
import { buttonRecipe } from "./Button.css";
import * as styles from "./ErrorMessage.css";

export interface ErrorMessageProps {
  /** An error to show: an ApiError gives message, description and action button. */
  error?: unknown;
  message?: string;
  description?: string;
  /** Extra controls under the text (Cancel/Reload of the widget error boundary). */
  actions?: ReactNode;
  className?: string;
}

/**
 * An error message (spec §8 "Message component"): an alert icon; with both a message and a
 * description the message is the title and the description the body; announced to assistive
 * technology; an optional action button from the error.
 */
export function ErrorMessage({ error, message, description, actions, className }: ErrorMessageProps): ReactNode {
  const apiError = error instanceof ApiError ? error : undefined;
  const text = message ?? (error instanceof Error ? error.message : undefined) ?? t("Something went wrong.");
  const body = description ?? apiError?.description;
  const button = apiError?.actionButton;
  return (
    <div className={[styles.message, className].filter(Boolean).join(" ")} role="alert">
      <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div className={styles.content}>
        {body ? (
          <>
            <p className={styles.title}>{text}</p>
            <p className={styles.body}>{body}</p>
          </>
        ) : (
          <p className={styles.body}>{text}</p>
        )}
        {(button || actions) && (
          <div className={styles.actions}>
            {button && (
              <a className={buttonRecipe({ variant: "standard" })} href={button.url} target={button.target}>
                {button.label}
              </a>
            )}
            {actions}
          </div>
        )}
      </div>
    </div>
  );
}
