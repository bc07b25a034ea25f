import { Button, Checkbox, ErrorMessage, FormField, t, TextInput } from "@quorum/core";
import type { ApiError } from "@quorum/core";
import type { ReactNode } from "react";
import { POLL_LIMITS } from "../../shared/POLL_PERMISSIONS";
import { pollStyles as styles } from "./pollStyles";

/** What the author types: the poll's question, options, choice kind, voters shown, closing date. */
export interface PollDraft {
  name: string;
  options: string[];
  multipleChoice: boolean;
  isPublic: boolean;
  /** The browser's local date and time (`datetime-local`), or "". */
  dateClosed: string;
}

export const EMPTY_POLL: PollDraft = { name: "", options: ["", ""], multipleChoice: false, isPublic: false, dateClosed: "" };

/** The `POST /polls` fields of a draft: options trimmed, blanks left out, the closing date as an instant. */
export function pollFieldsOf(draft: PollDraft): Record<string, unknown> {
  return {
    name: draft.name,
    options: draft.options.map((option) => option.trim()).filter((option) => option !== ""),
    multipleChoice: draft.multipleChoice,
    isPublic: draft.isPublic,
    ...(draft.dateClosed ? { dateClosed: new Date(draft.dateClosed).toISOString() } : {}),
  };
}

/**
 * The other way: the fields a draft kept (`pollFieldsOf`'s output) as the form's, at least two
 * option boxes, the closing date in the browser's local time again. What is not a poll field's
 * value is left at the empty poll's.
 */
export function pollDraftOf(fields: Readonly<Record<string, unknown>>): PollDraft {
  const options = Array.isArray(fields.options) ? fields.options.filter((option): option is string => typeof option === "string") : [];
  const closing = typeof fields.dateClosed === "string" ? new Date(fields.dateClosed) : null;
  return {
    name: typeof fields.name === "string" ? fields.name : "",
    options: [...options, ...EMPTY_POLL.options].slice(0, Math.max(options.length, EMPTY_POLL.options.length)),
    multipleChoice: fields.multipleChoice === true,
    isPublic: fields.isPublic === true,
    dateClosed: closing && !Number.isNaN(closing.getTime()) ? localDateTime(closing) : "",
  };
}

/** A time as `datetime-local` shows it: the browser's local date and time, to the minute. */
function localDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The errors of a poll field, those of its items too ("options.1" for the second option). */
export function pollFieldErrors(error: ApiError | null, field: string) {
  return Object.entries(error?.errors ?? {})
    .filter(([key]) => key === field || key.startsWith(`${field}/`) || key.startsWith(`${field}[`) || key.startsWith(`${field}.`))
    .flatMap(([, list]) => list);
}

/** The poll's fields (a new poll, in the post form or the 'Add your poll' form), with the server's errors under them. */
export function PollFieldset({ value, onChange, error }: { value: PollDraft; onChange(next: PollDraft): void; error: ApiError | null }): ReactNode {
  const { options } = value;
  const set = (patch: Partial<PollDraft>): void => onChange({ ...value, ...patch });
  const setOption = (index: number, text: string): void => set({ options: options.map((option, at) => (at === index ? text : option)) });
  const optionErrors = pollFieldErrors(error, "options");
  return (
    <>
      <FormField label={t("Question")} required errors={pollFieldErrors(error, "name")}>
        <TextInput value={value.name} maxLength={POLL_LIMITS.nameLength} onChange={(event) => set({ name: event.target.value })} />
      </FormField>
      <fieldset style={styles.fieldset}>
        <legend style={{ padding: 0 }}>{t("Options")}</legend>
        {options.map((option, index) => (
          <div key={index} style={styles.choice}>
            <TextInput
              aria-label={t("Option {number}", { number: index + 1 })}
              value={option}
              maxLength={POLL_LIMITS.optionLength}
              onChange={(event) => setOption(index, event.target.value)}
            />
            {options.length > POLL_LIMITS.minOptions && (
              <Button
                variant="text"
                aria-label={t("Remove option {number}", { number: index + 1 })}
                onClick={() => set({ options: options.filter((_, at) => at !== index) })}
              >
                {t("Remove")}
              </Button>
            )}
          </div>
        ))}
        {optionErrors.length > 0 && <ErrorMessage message={optionErrors.map((entry) => entry.message).join(" ")} />}
        {options.length < POLL_LIMITS.maxOptions && (
          <div>
            <Button variant="text" onClick={() => set({ options: [...options, ""] })}>
              {t("Add option")}
            </Button>
          </div>
        )}
      </fieldset>
      <Checkbox label={t("Allow more than one choice")} checked={value.multipleChoice} onChange={(multipleChoice) => set({ multipleChoice })} />
      <Checkbox label={t("Show who voted to everyone")} checked={value.isPublic} onChange={(isPublic) => set({ isPublic })} />
      <FormField label={t("Closing date (optional)")} errors={pollFieldErrors(error, "dateClosed")}>
        <TextInput type="datetime-local" value={value.dateClosed} onChange={(event) => set({ dateClosed: event.target.value })} />
      </FormField>
    </>
  );
}
