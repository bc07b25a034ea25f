import { Button, ErrorMessage, t, useApiClient, useCurrentUser, useMutation, visuallyHidden } from "@quorum/core";
import type { ApiError } from "@quorum/core";
import type { ReactNode } from "react";
import { useState } from "react";
import type { IdeaAttributes, IdeaVote } from "../../shared/IdeaAttributes";
import * as styles from "./ideaStyles";

export interface VoteControlProps {
  discussionID: number;
  name: string;
  initial: IdeaAttributes;
}

/**
 * The score of an idea between its vote buttons. A member's click on their own vote takes it back,
 * on the other changes it; the answer's counts replace the shown ones. Guests see the score only,
 * and nobody votes on an idea whose status is closed.
 */
export function VoteControl({ discussionID, name, initial }: VoteControlProps): ReactNode {
  const user = useCurrentUser();
  const api = useApiClient();
  const [idea, setIdea] = useState(initial);
  const vote = useMutation<IdeaAttributes, ApiError, IdeaVote | null>({
    mutationFn: async (next) =>
      next === null
        ? (await api.delete<IdeaAttributes>(`/discussions/${discussionID}/idea-vote`)).data
        : (await api.put<IdeaAttributes>(`/discussions/${discussionID}/idea-vote`, { vote: next })).data,
    onSuccess: setIdea,
  });
  const signedIn = user.userID > 0;
  const button = (direction: IdeaVote, label: string, symbol: string): ReactNode => (
    <Button
      variant="text"
      aria-label={`${t(label)}: ${name}`}
      aria-pressed={idea.vote === direction}
      disabled={!idea.canVote || vote.isPending}
      onClick={() => vote.mutate(idea.vote === direction ? null : direction)}
    >
      {symbol}
    </Button>
  );
  return (
    <span style={styles.votes}>
      {signedIn && button("up", "Vote up", "▲")}
      <span style={styles.score} title={`${idea.upVotes} ${t("up")}, ${idea.downVotes} ${t("down")}`}>
        <span className={visuallyHidden}>{t("Score")} </span>
        {idea.score}
      </span>
      {signedIn && idea.allowDownVotes && button("down", "Vote down", "▼")}
      {vote.error && <ErrorMessage error={vote.error} />}
    </span>
  );
}
