import { Button, ErrorMessage, t, useApiClient, useMutation } from "@quorum/core";
import type { ApiError } from "@quorum/core";
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import type { Poll } from "../../shared/Poll";
import { EMPTY_POLL, PollFieldset, pollFieldErrors, pollFieldsOf } from "./PollFieldset";
import { pollStyles as styles } from "./pollStyles";

export interface NewPollFormProps {
  discussionID: number;
  onCreated(poll: Poll): void;
}

/**
 * 'Add your poll': the poll of a poll discussion posted without one (before polls took one
 * request), `POST /polls` with its `discussionID`. The server's field errors show under their fields.
 */
export function NewPollForm({ discussionID, onCreated }: NewPollFormProps): ReactNode {
  const api = useApiClient();
  const [draft, setDraft] = useState(EMPTY_POLL);
  const create = useMutation<Poll, ApiError, void>({
    mutationFn: async () => (await api.post<Poll>("/polls", { discussionID, ...pollFieldsOf(draft) })).data,
    onSuccess: onCreated,
  });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    create.mutate();
  };
  const shown = ["name", "options", "dateClosed"].some((field) => pollFieldErrors(create.error, field).length > 0);
  return (
    <form style={styles.box} onSubmit={submit} aria-label={t("Add your poll")}>
      <h2 style={styles.question}>{t("Add your poll")}</h2>
      <PollFieldset value={draft} onChange={setDraft} error={create.error} />
      <div style={styles.actions}>
        <Button type="submit" variant="primary" busy={create.isPending} disabled={create.isPending}>
          {t("Create Poll")}
        </Button>
      </div>
      {create.error && !shown && <ErrorMessage error={create.error} />}
    </form>
  );
}
