import { ApiError, Button, DateTime, ErrorMessage, FormField, t, TextInput } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import type { DraftHandle } from "./useDraft";
import { logDraftError } from "./logDraftError";
import * as styles from "./DraftSchedule.css";

export interface DraftScheduleProps {
  draft: Pick<DraftHandle, "draftStatus" | "dateScheduled" | "schedule" | "cancelSchedule">;
  /** Nothing written yet: there is nothing to schedule. */
  disabled?: boolean;
}

/**
 * 'Schedule' in the post form: a date and time at which the server publishes the draft (saved
 * first, then `PATCH /drafts/schedule/{id}`); once scheduled, when, and 'Cancel schedule'
 * (`PATCH /drafts/cancel-schedule/{id}`). The server publishes it even if this page is closed.
 * Failures are logged (spec §8) and, as the user asked for this, also said here.
 */
export function DraftSchedule({ draft, disabled = false }: DraftScheduleProps): ReactNode {
  const [open, setOpen] = useState(false);
  const [when, setWhen] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function run(action: () => Promise<unknown>, doing: string): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await action();
      setOpen(false);
    } catch (failure) {
      logDraftError(doing, failure);
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  if (draft.draftStatus === "scheduled" && draft.dateScheduled) {
    return (
      <div className={styles.schedule}>
        <p className={styles.state}>
          {t("Scheduled for")} <DateTime date={draft.dateScheduled} mode="fixed" />
        </p>
        <Button busy={busy} onClick={() => void run(() => draft.cancelSchedule(), "cancelling the schedule")}>
          {t("Cancel schedule")}
        </Button>
        {error != null && <ErrorMessage message={messageOf(error)} />}
      </div>
    );
  }

  if (!open) {
    return (
      <div className={styles.schedule}>
        <Button disabled={disabled} onClick={() => setOpen(true)}>
          {t("Schedule")}
        </Button>
      </div>
    );
  }

  const date = when === "" ? null : new Date(when);
  const valid = date !== null && !Number.isNaN(date.getTime());
  return (
    <div className={styles.schedule}>
      <FormField label={t("Publish on")}>
        <TextInput type="datetime-local" value={when} min={localInputValue(new Date())} onChange={(event) => setWhen(event.currentTarget.value)} />
      </FormField>
      <div className={styles.actions}>
        <Button onClick={() => setOpen(false)}>{t("Cancel")}</Button>
        <Button
          variant="primary"
          busy={busy}
          disabled={!valid || disabled}
          onClick={() => valid && void run(() => draft.schedule(date.toISOString()), "scheduling the draft")}
        >
          {t("Schedule")}
        </Button>
      </div>
      {error != null && <ErrorMessage message={messageOf(error)} />}
    </div>
  );
}

/** The field errors of a refused schedule ("Category is required."), else the error's message. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.errors) {
    const messages = Object.values(error.errors).flatMap((errors) => errors.map((e) => e.message));
    if (messages.length > 0) return messages.join(" ");
  }
  return error instanceof Error ? error.message : t("Something went wrong.");
}

/** A date as a datetime-local input's value, in the browser's time zone. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
