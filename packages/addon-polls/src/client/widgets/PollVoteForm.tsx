import { Button, ErrorMessage, t, useApiClient, useMutation } from "@quorum/core";
import type { ApiError } from "@quorum/core";
import { useId, useState } from "react";
import type { FormEvent, ReactNode } from "react";
import type { Poll } from "../../shared/Poll";
import { pollStyles as styles } from "./pollStyles";

export interface PollVoteFormProps {
  poll: Poll;
  onVoted(poll: Poll): void;
  /** Shown when the viewer is changing an earlier vote: goes back to the results. */
  onCancel?: () => void;
}

/** The choices (radio buttons, or checkboxes for multiple choice) and the Vote button. */
export function PollVoteForm({ poll, onVoted, onCancel }: PollVoteFormProps): ReactNode {
  const api = useApiClient();
  const name = useId();
  const [chosen, setChosen] = useState<number[]>(poll.myVote);
  const send = useMutation<Poll, ApiError, number[]>({
    mutationFn: async (optionIDs) => (await api.put<Poll>(`/polls/${poll.pollID}/votes`, { optionIDs })).data,
    onSuccess: onVoted,
  });
  const toggle = (id: number, on: boolean): void => {
    if (!poll.multipleChoice) setChosen([id]);
    else setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    send.mutate(chosen);
  };
  return (
    <form onSubmit={submit} style={styles.fieldset}>
      <fieldset style={styles.fieldset}>
        <legend style={{ padding: 0 }}>
          {poll.multipleChoice
            ? poll.maxChoices
              ? t("Choose up to {count} options", { count: poll.maxChoices })
              : t("Choose any options")
            : t("Choose one option")}
        </legend>
        {poll.options.map((option) => (
          <label key={option.pollOptionID} style={styles.choice}>
            <input
              type={poll.multipleChoice ? "checkbox" : "radio"}
              name={name}
              value={option.pollOptionID}
              checked={chosen.includes(option.pollOptionID)}
              onChange={(event) => toggle(option.pollOptionID, event.target.checked)}
            />
            {option.body}
          </label>
        ))}
      </fieldset>
      <div style={styles.actions}>
        <Button type="submit" busy={send.isPending} disabled={chosen.length === 0 || send.isPending}>
          {t("Vote")}
        </Button>
        {onCancel && (
          <Button variant="text" onClick={onCancel}>
            {t("Cancel")}
          </Button>
        )}
      </div>
      {send.error && <ErrorMessage error={send.error} />}
    </form>
  );
}
