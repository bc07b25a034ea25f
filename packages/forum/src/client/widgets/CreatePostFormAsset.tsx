import { FormField, TextArea, t, useSiteConfig, widgetStyles } from "@quorum/core";
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { CategoryChooser } from "../compose/CategoryChooser";
import { PostTypeChooser } from "../compose/PostTypeChooser";
import { TagInput } from "../compose/TagInput";
import type { TagInputValue } from "../compose/TagInput";
import { usePostTypes } from "../compose/usePostTypes";
import { DraftSchedule } from "../drafts/DraftSchedule";
import { UnsavedChangesGuard } from "../drafts/UnsavedChangesGuard";
import { usePostFormDraft } from "../drafts/usePostFormDraft";
import { useSaveDiscussion } from "../edit/useSaveDiscussion";
import { PostTypeFieldsSlot, postErrorOf } from "../compose/PostTypeFieldsSlot";
import { isRichDocumentEmpty, parseRichDocument } from "@quorum/editor";
import { RichEditorField } from "@quorum/editor/client";
import { useForumEditorServices } from "../editor/useForumEditorServices";
import { fieldErrorsOf } from "../forms/fieldErrorsOf";
import * as formStyles from "../forms/Form.css";
import { FormFooter } from "../forms/FormFooter";
import { TextField } from "../forms/TextField";
import type { CreatePostFormAssetProps } from "../../contract/widgetProps";

export type { CreatePostFormAssetProps };

const FIELDS = ["name", "categoryID", "body"] as const;

/**
 * `react.asset.createPostForm`: title, category and body of a new discussion (with its post type,
 * tags and an optional schedule), or of the one being edited. What is typed is kept as a draft
 * (spec §4) and leaving with unsaved changes asks first. The API's field errors show next to
 * their fields; on success the draft is removed and the browser goes to the discussion.
 */
export default function CreatePostFormAsset({
  title = "New Discussion",
  postType: askedPostType,
  category,
  categories,
  discussion,
  draftID,
}: CreatePostFormAssetProps): ReactNode {
  const [name, setName] = useState(discussion?.name ?? "");
  const [body, setBody] = useState(discussion?.body ?? "");
  const [categoryID, setCategoryID] = useState(() => String(category?.categoryID ?? ""));
  const [wantedPostType, setPostType] = useState(askedPostType);
  const [tags, setTags] = useState<TagInputValue>({ tags: [], newTagNames: [] });
  // Checked here: a missing choice is the one mistake the server could only describe as a number out of range.
  const [categoryMissing, setCategoryMissing] = useState(false);
  const post = useSaveDiscussion(discussion);
  // New posts are written in the rich editor (rich2); a discussion stored in another format
  // (markdown, text, html) is edited as it is, in a text box, so nothing is lost in conversion.
  const format = discussion?.format ?? "rich2";
  const rich = format === "rich2";
  const [bodyMissing, setBodyMissing] = useState(false);
  const editorServices = useForumEditorServices();
  const chosen = categoryID === "" ? undefined : categories.find((choice) => choice.categoryID === Number(categoryID));
  const postTypes = usePostTypes(categoryID === "" ? null : Number(categoryID)).filter(
    (candidate) => !chosen?.allowedDiscussionTypes || chosen.allowedDiscussionTypes.includes(candidate.type),
  );
  // A type the chosen category does not take (an idea, moved out of an idea category) posts as a discussion.
  const postType = postTypes.some((candidate) => candidate.type === wantedPostType) ? wantedPostType : "discussion";
  // A post type with fields of its own (a poll): shown under the body, sent with the post.
  const typeFields = discussion ? undefined : postTypes.find((candidate) => candidate.type === postType)?.fields;
  const [extraFields, setExtraFields] = useState<Readonly<Record<string, unknown>>>({});
  // The type's fields a resumed draft kept: its component starts again from them (a new key).
  const [keptFields, setKeptFields] = useState<{ fields: Readonly<Record<string, unknown>>; restore: number } | null>(null);
  const error = typeFields ? postErrorOf(post.error) : post.error;
  const tagging = useSiteConfig()["tagging.enabled"] !== false;
  const draft = usePostFormDraft({
    recordID: discussion?.discussionID ?? null,
    categoryID: category?.categoryID ?? null,
    draftID: draftID ?? null,
    content: {
      name,
      body,
      format,
      categoryID,
      postType,
      tags: tags.tags,
      newTagNames: tags.newTagNames,
      ...(typeFields && Object.keys(extraFields).length > 0 ? { postTypeFields: extraFields } : {}),
    },
    onRestore(restored) {
      if (restored.name !== undefined) setName(restored.name);
      if (restored.body !== undefined) setBody(restored.body);
      if (restored.categoryID !== undefined) setCategoryID(restored.categoryID);
      if (restored.postType !== undefined && !discussion) setPostType(restored.postType);
      if (restored.postTypeFields !== undefined && !discussion) {
        const fields = restored.postTypeFields;
        setExtraFields(fields);
        setKeptFields((kept) => ({ fields, restore: (kept?.restore ?? 0) + 1 }));
      }
      if (restored.tags !== undefined || restored.newTagNames !== undefined) {
        setTags((current) => ({ tags: restored.tags ?? current.tags, newTagNames: restored.newTagNames ?? current.newTagNames }));
      }
    },
  });

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (post.isPending) return;
    // An editor holding only blank lines is empty, as the server would say; both checked at once.
    const noBody = rich && isRichDocumentEmpty(parseRichDocument(body));
    setCategoryMissing(categoryID === "");
    setBodyMissing(noBody);
    if (categoryID === "" || noBody) return;
    post
      .mutateAsync({
        name,
        body,
        // Saving an edit keeps the discussion's own format (useSaveDiscussion); a new post is rich2.
        ...(rich ? { format: "rich2" as const } : {}),
        categoryID: Number(categoryID),
        ...(postType !== "discussion" && !discussion ? { type: postType } : {}),
        ...(!discussion && tags.tags.length > 0 ? { tagIDs: tags.tags.map((tag) => tag.tagID) } : {}),
        ...(!discussion && tags.newTagNames.length > 0 ? { newTagNames: [...tags.newTagNames] } : {}),
        ...(typeFields ? { postTypeFields: { endpoint: typeFields.endpoint, fields: extraFields } } : {}),
      })
      // Posted: the draft has become the post (its errors show through `post.error`).
      .then(
        () => draft.remove(),
        () => undefined,
      );
  }

  return (
    <section className={widgetStyles.root}>
      <h1 className={widgetStyles.pageTitle}>{t(title)}</h1>
      <form className={formStyles.form} method="post" onSubmit={submit} noValidate>
        {!discussion && <PostTypeChooser postTypes={postTypes} value={postType} onChange={setPostType} />}
        <TextField label={t("Title")} name="name" value={name} maxLength={100} onChange={setName} error={error} />
        <CategoryChooser
          value={categoryID}
          onChange={setCategoryID}
          categories={categories}
          errors={categoryMissing ? [t("Select a category.")] : fieldErrorsOf(error, "categoryID")}
        />
        <FormField label={t("Body")} errors={bodyMissing ? [t("Body is required.")] : fieldErrorsOf(error, "body")} required>
          {rich ? (
            <RichEditorField
              {...editorServices}
              aria-label={t("Body")}
              rows={10}
              loadOn="mount"
              value={body}
              onChange={(json) => {
                setBody(json);
                setBodyMissing(false);
              }}
            />
          ) : (
            <TextArea name="body" rows={10} value={body} onChange={(event) => setBody(event.target.value)} />
          )}
        </FormField>
        {typeFields && (
          <PostTypeFieldsSlot
            key={`${postType}.${keptFields?.restore ?? 0}`}
            fields={typeFields}
            onChange={setExtraFields}
            error={post.error}
            {...(keptFields ? { initial: keptFields.fields } : {})}
          />
        )}
        {!discussion && tagging && <TagInput value={tags} onChange={setTags} />}
        {!discussion && <DraftSchedule draft={draft} disabled={draft.status === "empty" || draft.status === "loading"} />}
        <FormFooter
          error={error}
          fields={typeFields ? Object.keys(error?.errors ?? {}) : FIELDS}
          submitLabel={discussion ? t("Save") : t("Post Discussion")}
          busy={post.isPending}
        />
      </form>
      <UnsavedChangesGuard when={draft.hasUnsavedChanges && !post.isPending && !post.isSuccess} />
    </section>
  );
}
