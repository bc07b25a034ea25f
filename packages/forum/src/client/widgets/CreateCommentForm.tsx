import type { ApiError } from "@quorum/core";
import { FormField, TextArea, t, useApiClient, useInvalidateLayouts, useMutation, useNavigate } from "@quorum/core";
import { commentPath } from "@quorum/api";
import type { Comment, CommentPost } from "@quorum/api";
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { fieldErrorsOf } from "../forms/fieldErrorsOf";
import * as formStyles from "../forms/Form.css";
import { FormFooter } from "../forms/FormFooter";

export interface CreateCommentFormProps {
  discussionID: number;
}

/**
 * A plain-text comment box (the rich editor comes later). On failure the text stays so nothing
 * typed is lost; on success the layouts are refreshed and the browser goes to the new comment.
 */
export function CreateCommentForm({ discussionID }: CreateCommentFormProps): ReactNode {
  const api = useApiClient();
  const navigate = useNavigate();
  const invalidateLayouts = useInvalidateLayouts();
  const [body, setBody] = useState("");
  const post = useMutation<Comment, ApiError, CommentPost>({
    mutationFn: async (input) => (await api.post<Comment>("/comments", input)).data,
    onSuccess: (comment) => {
      setBody("");
      void invalidateLayouts();
      navigate(commentPath(comment.commentID));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (post.isPending) return;
    post.mutate({ discussionID, body, format: "text" });
  }

  return (
    <form className={formStyles.form} onSubmit={submit} aria-label={t("Leave a comment")} noValidate>
      <FormField label={t("Comment")} errors={fieldErrorsOf(post.error, "body")} required>
        <TextArea name="body" rows={5} value={body} onChange={(event) => setBody(event.target.value)} />
      </FormField>
      <FormFooter error={post.error} fields={["body"]} submitLabel={t("Post Comment")} busy={post.isPending} />
    </form>
  );
}
