import { Button, ErrorMessage, t, useApiClient, useCurrentUser, useInvalidateLayouts, useMutation, usePermissions } from "@quorum/core";
import type { ApiError } from "@quorum/core";
import type { Comment, Discussion } from "@quorum/api";
import type { ReactNode } from "react";
import { answerOf } from "../../shared/answerOf";
import { canJudgeAnswers } from "../../shared/canJudgeAnswers";
import type { AnswerPatch, AnswerStatus } from "../../shared/QnaAttributes";

/** What each judgement's button says, per current status: judge a pending answer, or take a judgement back. */
const ACTIONS: Record<AnswerStatus, readonly { label: string; status: AnswerStatus }[]> = {
  pending: [
    { label: "Accept", status: "accepted" },
    { label: "Reject", status: "rejected" },
  ],
  accepted: [{ label: "Undo Accept", status: "pending" }],
  rejected: [{ label: "Undo Reject", status: "pending" }],
};

/**
 * In `forumSlots.commentActions`: Accept / Reject buttons under an answer, for the question's asker and
 * for moderators (`qna.accept`). A judgement is sent, then the page's layout is loaded again so
 * the answer order, labels and status reflect it; a refusal shows the server's message.
 */
export default function AnswerActions({ comment, discussion }: { comment: Comment; discussion: Discussion }): ReactNode {
  const user = useCurrentUser();
  const permissions = usePermissions();
  const api = useApiClient();
  const invalidateLayouts = useInvalidateLayouts();
  const judge = useMutation<Comment, ApiError, AnswerStatus>({
    mutationFn: async (status) => (await api.patch<Comment>(`/comments/${comment.commentID}/answer`, { status } satisfies AnswerPatch)).data,
    onSuccess: () => invalidateLayouts(),
  });
  const answer = answerOf(comment);
  if (discussion.type !== "question" || !answer || !canJudgeAnswers(user.userID, permissions, discussion)) return null;
  return (
    <>
      {ACTIONS[answer.status].map((action) => (
        <Button
          key={action.status}
          variant="text"
          busy={judge.isPending && judge.variables === action.status}
          disabled={judge.isPending}
          onClick={() => judge.mutate(action.status)}
        >
          {t(action.label)}
        </Button>
      ))}
      {judge.error && <ErrorMessage error={judge.error} />}
    </>
  );
}
