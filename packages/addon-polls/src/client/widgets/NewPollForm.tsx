import { Button, Checkbox, ErrorMessage, FormField, t, TextInput, useApiClient, useMutation } from "@quorum/core";
import type { ApiError } from "@quorum/core";
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import type { Poll } from "../../shared/Poll";
import { POLL_LIMITS } from "../../shared/POLL_PERMISSIONS";
import { pollStyles as styles } from "./pollStyles";

export interface NewPollFormProps {
  discussionID: number;
  onCreated(poll: Poll): void;
}

/**
 * The poll of a new poll discussion (`POST /polls`): its question, 2 to 20 options (add and
 * remove), multiple choice, an optional closing date, public voters. The server's field errors
 * show under their fields.
 */
export function NewPollForm({ discussionID, onCreated }: NewPollFormProps): ReactNode {
  const api = useApiClient();
  const [name, setName] = useState("");
  const [options, setOptions] = useState<string[]>(["", ""]);
  const [multipleChoice, setMultipleChoice] = useState(false);
  const [isPublic, setIsPublic] = useState(false);
  const [dateClosed, setDateClosed] = useState("");
  const create = useMutation<Poll, ApiError, void>({
    mutationFn: async () => {
      const body = {
        discussionID,
        name,
        options: options.map((option) => option.trim()).filter((option) => option !== ""),
        multipleChoice,
        isPublic,
        // The browser's local date and time, sent as an instant.
        ...(dateClosed ? { dateClosed: new Date(dateClosed).toISOString() } : {}),
      };
      return (await api.post<Poll>("/polls", body)).data;
    },
    onSuccess: onCreated,
  });
  const setOption = (index: number, value: string): void => setOptions((current) => current.map((option, at) => (at === index ? value : option)));
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    create.mutate();
  };
  // A field's errors, those of its items too ("options/1" for the second option).
  const errors = (field: string) =>
    Object.entries(create.error?.errors ?? {})
      .filter(([key]) => key === field || key.startsWith(`${field}/`) || key.startsWith(`${field}[`) || key.startsWith(`${field}.`))
      .flatMap(([, list]) => list);
  return (
    <form style={styles.box} onSubmit={submit} aria-label={t("Add your poll")}>
      <h2 style={styles.question}>{t("Add your poll")}</h2>
      <FormField label={t("Question")} required errors={errors("name")}>
        <TextInput value={name} maxLength={POLL_LIMITS.nameLength} onChange={(event) => setName(event.target.value)} />
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
                onClick={() => setOptions(options.filter((_, at) => at !== index))}
              >
                {t("Remove")}
              </Button>
            )}
          </div>
        ))}
        {errors("options").length > 0 && (
          <ErrorMessage
            message={errors("options")
              .map((error) => error.message)
              .join(" ")}
          />
        )}
        {options.length < POLL_LIMITS.maxOptions && (
          <div>
            <Button variant="text" onClick={() => setOptions([...options, ""])}>
              {t("Add option")}
            </Button>
          </div>
        )}
      </fieldset>
      <Checkbox label={t("Allow more than one choice")} checked={multipleChoice} onChange={setMultipleChoice} />
      <Checkbox label={t("Show who voted to everyone")} checked={isPublic} onChange={setIsPublic} />
      <FormField label={t("Closing date (optional)")} errors={errors("dateClosed")}>
        <TextInput type="datetime-local" value={dateClosed} onChange={(event) => setDateClosed(event.target.value)} />
      </FormField>
      <div style={styles.actions}>
        <Button type="submit" variant="primary" busy={create.isPending} disabled={create.isPending}>
          {t("Create Poll")}
        </Button>
      </div>
      {create.error && errors("name").length + errors("options").length + errors("dateClosed").length === 0 && <ErrorMessage error={create.error} />}
    </form>
  );
}
