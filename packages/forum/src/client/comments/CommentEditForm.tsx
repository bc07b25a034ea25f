import type { Comment, CommentPatch } from "@quorum/api";
import type { ApiError } from "@quorum/core";
import { Button, ErrorMessage, FormField, TextArea, t, useApiClient, useMutation, useSuspenseQuery } from "@quorum/core";
import { isRichDocumentEmpty, parseRichDocument } from "@quorum/editor";
import { RichEditorField } from "@quorum/editor/client";
import { useContext, useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { useForumEditorServices } from "../editor/useForumEditorServices";
import { fieldErrorsOf } from "../forms/fieldErrorsOf";
import * as formStyles from "../forms/Form.css";
import { hasFieldErrors } from "../forms/hasFieldErrors";
import { CommentThreadActionsContext } from "./CommentThreadActions";

export interface CommentEditFormProps {
  commentID: number;
}

/**
 * Edits a comment in place (issue 13 §0): its stored body (`GET /comments/{id}`: the thread has
 * only the HTML) in the rich editor, or — stored in another format — in a text box, as the post
 * form does, so nothing is lost in conversion. Save sends `PATCH /comments/{id}` in that format
 * and the thread shows the server's answer; the body's HTML is the server's to render, so the
 * edit is not shown before it answers. On failure the editor stays open with what was typed and
 * the server's message (the comment as shown is unchanged). Cancel puts the comment back.
 */
export default function CommentEditForm({ commentID }: CommentEditFormProps): ReactNode {
  const api = useApiClient();
  const thread = useContext(CommentThreadActionsContext);
  const editorServices = useForumEditorServices();
  const { data: stored } = useSuspenseQuery({
    queryKey: ["forum", "commentForEdit", commentID],
    queryFn: async ({ signal }) => (await api.get<Comment>(`/comments/${commentID}`, { signal })).data,
    // Always the latest stored text when editing starts.
    staleTime: 0,
    gcTime: 0,
  });
  const format = stored.format ?? "rich2";
  const rich = format === "rich2";
  const [body, setBody] = useState(stored.bodyRaw ?? "");
  const [empty, setEmpty] = useState(false);
  const save = useMutation<Comment, ApiError, CommentPatch>({
    mutationFn: async (patch) => (await api.patch<Comment>(`/comments/${commentID}`, patch)).data,
    onSuccess: (comment) => {
      thread?.saved(comment);
      thread?.stopEditing(commentID);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (save.isPending) return;
    const isEmpty = rich ? isRichDocumentEmpty(parseRichDocument(body)) : body.trim() === "";
    setEmpty(isEmpty);
    if (isEmpty) return;
    save.mutate({ body, format: format as NonNullable<CommentPatch["format"]> });
  }

  return (
    <form className={formStyles.form} method="post" onSubmit={submit} aria-label={t("Edit Comment")} noValidate>
      <FormField label={t("Comment")} errors={empty ? [t("Body is required.")] : fieldErrorsOf(save.error, "body")} required>
        {rich ? (
          <RichEditorField
            {...editorServices}
            aria-label={t("Comment")}
            loadOn="mount"
            autoFocus
            value={body}
            onChange={(json) => {
              setBody(json);
              setEmpty(false);
            }}
          />
        ) : (
          <TextArea name="body" rows={6} value={body} onChange={(event) => setBody(event.target.value)} />
        )}
      </FormField>
      {save.error != null && !hasFieldErrors(save.error, ["body"]) && <ErrorMessage error={save.error} />}
      <div className={formStyles.actions}>
        <Button variant="text" disabled={save.isPending} onClick={() => thread?.stopEditing(commentID)}>
          {t("Cancel")}
        </Button>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t("Save")}
        </Button>
      </div>
    </form>
  );
}
