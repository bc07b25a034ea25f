import type { ApiError } from "@quorum/core";
import { FormField, t, useApiClient, useInvalidateLayouts, useMutation, useNavigate } from "@quorum/core";
import { commentPath } from "@quorum/api";
import type { Comment, CommentPost } from "@quorum/api";
import { useRef, useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { isRichDocumentEmpty, parseRichDocument } from "@quorum/editor";
import { RichEditorField } from "@quorum/editor/client";
import type { RichEditorHandle } from "@quorum/editor/client";
import { useRichCommentComposer } from "../editor/useRichCommentComposer";
import { useForumEditorServices } from "../editor/useForumEditorServices";
import { useCommentFormDraft } from "../drafts/useCommentFormDraft";
import { useDiscardDraftGuard } from "../drafts/useDiscardDraftGuard";
import { fieldErrorsOf } from "../forms/fieldErrorsOf";
import * as formStyles from "../forms/Form.css";
import { FormFooter } from "../forms/FormFooter";

export interface CreateCommentFormProps {
  discussionID: number;
}

/**
 * The comment box: the rich editor (rich2), loaded when the box is first used so readers who
 * never comment do not download it. On failure the text stays so nothing typed is lost; on
 * success the layouts are refreshed and the browser goes to the new comment. It is the
 * discussion's comment composer: the thread's Quote and Reply write into it.
 */
export function CreateCommentForm({ discussionID }: CreateCommentFormProps): ReactNode {
  const api = useApiClient();
  const navigate = useNavigate();
  const invalidateLayouts = useInvalidateLayouts();
  const [body, setBody] = useState("");
  const [empty, setEmpty] = useState(false);
  const editor = useRef<RichEditorHandle>(null);
  const editorServices = useForumEditorServices();
  // Declared before the composer, which reads it when Reply is pressed (spec §4 'Discard Draft').
  const discardGuard = useRef<(reply: () => void) => void>((reply) => reply());
  const composer = useRichCommentComposer(discussionID, editor, body, { confirmReply: (reply) => discardGuard.current(reply) });
  const draft = useCommentFormDraft({ discussionID, body, format: "rich2", commentParentID: composer.commentParentID, onRestore: setBody });
  const guard = useDiscardDraftGuard(draft.isUnposted, () => {
    void draft.remove();
    setBody("");
  });
  discardGuard.current = guard.confirmReply;
  const post = useMutation<Comment, ApiError, CommentPost>({
    mutationFn: async (input) => (await api.post<Comment>("/comments", input)).data,
    onSuccess: (comment) => {
      // Posted: the draft has become the comment.
      void draft.remove();
      setBody("");
      composer.reset();
      void invalidateLayouts();
      void navigate(commentPath(comment.commentID));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (post.isPending) return;
    // The server's rule, checked first: an editor holding only blank lines has nothing to post.
    const isEmpty = isRichDocumentEmpty(parseRichDocument(body));
    setEmpty(isEmpty);
    if (isEmpty) return;
    post.mutate({ discussionID, body, format: "rich2" });
  }

  return (
    <form className={formStyles.form} method="post" onSubmit={submit} aria-label={t("Leave a comment")} noValidate>
      <FormField label={t("Comment")} errors={empty ? [t("Body is required.")] : fieldErrorsOf(post.error, "body")} required>
        <RichEditorField
          {...editorServices}
          ref={editor}
          aria-label={t("Comment")}
          value={body}
          onChange={(json) => {
            setBody(json);
            setEmpty(false);
          }}
        />
      </FormField>
      {composer.commentParentID !== null && <input type="hidden" name="commentParentID" value={composer.commentParentID} />}
      <FormFooter error={post.error} fields={["body"]} submitLabel={t("Post Comment")} busy={post.isPending} />
      {guard.modal}
    </form>
  );
}
