import { Button, ErrorMessage, t, useApiClient, useMutation, widgetStyles } from "@quorum/core";
import type { ApiError } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import type { Poll } from "../../shared/Poll";
import type { PollWidgetProps } from "../../shared/widgets";
import { NewPollForm } from "./NewPollForm";
import { PollResults } from "./PollResults";
import { pollStyles as styles } from "./pollStyles";
import { PollVoteForm } from "./PollVoteForm";
import { PollVoters } from "./PollVoters";

/**
 * `react.poll`: a discussion's poll. The vote form until the viewer votes; then (or once the poll
 * is closed, or to moderators) the results as bars with counts and percentages, with 'Change
 * vote' and 'Remove vote' while it is open. On a poll discussion without its poll yet, its author
 * gets the form that adds it; everyone else sees nothing.
 */
export default function PollWidget({ title, discussionID, canAddPoll, poll: initial }: PollWidgetProps): ReactNode {
  const [poll, setPoll] = useState<Poll | null>(initial);
  const [changing, setChanging] = useState(false);
  const api = useApiClient();
  const remove = useMutation<Poll, ApiError, number>({
    mutationFn: async (pollID) => {
      await api.delete(`/polls/${pollID}/votes`);
      return (await api.get<Poll>(`/polls/${pollID}`)).data;
    },
    onSuccess: setPoll,
  });
  if (!poll) return canAddPoll ? <NewPollForm discussionID={discussionID} onCreated={setPoll} /> : null;

  const voted = poll.myVote.length > 0;
  // The question is the widget's heading under the page's h1, a level below the widget's own title when it has one.
  const Question = title ? "h3" : "h2";
  const showForm = poll.canVote && (!voted || changing);
  const onVoted = (next: Poll): void => {
    setPoll(next);
    setChanging(false);
  };
  return (
    <section style={styles.box} aria-label={title ?? t("Poll")}>
      {title && <h2 className={widgetStyles.title}>{title}</h2>}
      <Question style={styles.question}>{poll.name}</Question>
      {showForm ? (
        <PollVoteForm poll={poll} onVoted={onVoted} {...(changing ? { onCancel: () => setChanging(false) } : {})} />
      ) : poll.resultsVisible ? (
        <PollResults poll={poll} />
      ) : null}
      {!showForm && !poll.resultsVisible && <p style={styles.note}>{t("Results are shown once the poll closes.")}</p>}
      <div style={styles.actions}>
        {poll.countVoters !== null && (
          <span style={styles.note}>{t(poll.countVoters === 1 ? "{count} voter" : "{count} voters", { count: poll.countVoters })}</span>
        )}
        {poll.isClosed && <span style={styles.note}>{t("This poll is closed.")}</span>}
        {!poll.isClosed && poll.dateClosed && <span style={styles.note}>{t("Closes {date}", { date: new Date(poll.dateClosed).toLocaleString() })}</span>}
        {poll.canVote && voted && !changing && (
          <>
            <Button variant="text" onClick={() => setChanging(true)}>
              {t("Change vote")}
            </Button>
            <Button variant="text" busy={remove.isPending} disabled={remove.isPending} onClick={() => remove.mutate(poll.pollID)}>
              {t("Remove vote")}
            </Button>
          </>
        )}
      </div>
      {remove.error && <ErrorMessage error={remove.error} />}
      <PollVoters poll={poll} />
    </section>
  );
}
