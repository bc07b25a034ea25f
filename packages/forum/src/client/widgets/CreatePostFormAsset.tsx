import type { ApiError } from "@quorum/core";
import { FormField, TextArea, t, useApiClient, useInvalidateLayouts, useMutation, useNavigate, widgetStyles } from "@quorum/core";
import { discussionPath } from "@quorum/api";
import type { Category, Discussion, DiscussionPost } from "@quorum/api";
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { fieldErrorsOf } from "../forms/fieldErrorsOf";
import * as formStyles from "../forms/Form.css";
import { FormFooter } from "../forms/FormFooter";
import { TextField } from "../forms/TextField";
import * as styles from "./CreatePostFormAsset.css";

export interface CreatePostFormAssetProps {
  title?: string;
  postType: string;
  /** The category the address named (/post/discussion/{category}), preselected. */
  category?: Pick<Category, "categoryID">;
  /** The categories the viewer may post in, in tree order. */
  categories: Array<Pick<Category, "categoryID" | "name" | "depth">>;
}

const FIELDS = ["name", "categoryID", "body"] as const;

/**
 * `react.asset.createPostForm`: title, category and body of a new discussion. The API's field
 * errors show next to their fields; on success the browser goes to the new discussion.
 */
export default function CreatePostFormAsset({ title = "New Discussion", postType, category, categories }: CreatePostFormAssetProps): ReactNode {
  const api = useApiClient();
  const navigate = useNavigate();
  const invalidateLayouts = useInvalidateLayouts();
  const [name, setName] = useState("");
  const [body, setBody] = useState("");
  const [categoryID, setCategoryID] = useState(() => String(category?.categoryID ?? ""));
  // Checked here: a missing choice is the one mistake the server could only describe as a number out of range.
  const [categoryMissing, setCategoryMissing] = useState(false);
  const post = useMutation<Discussion, ApiError, DiscussionPost>({
    mutationFn: async (input) => (await api.post<Discussion>("/discussions", input)).data,
    onSuccess: (discussion) => {
      void invalidateLayouts();
      navigate(discussionPath(discussion.discussionID, discussion.name));
    },
  });
  const minDepth = Math.min(...categories.map((c) => c.depth));

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (post.isPending) return;
    setCategoryMissing(categoryID === "");
    if (categoryID === "") return;
    post.mutate({
      name,
      body,
      format: "text",
      categoryID: Number(categoryID),
      ...(postType !== "discussion" ? { type: postType } : {}),
    });
  }

  return (
    <section className={widgetStyles.root}>
      <h1 className={widgetStyles.pageTitle}>{t(title)}</h1>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <TextField label={t("Title")} name="name" value={name} maxLength={100} onChange={setName} error={post.error} />
        <FormField label={t("Category")} errors={categoryMissing ? [t("Select a category.")] : fieldErrorsOf(post.error, "categoryID")} required>
          <select className={styles.select} name="categoryID" value={categoryID} onChange={(event) => setCategoryID(event.target.value)}>
            <option value="">{t("Select a category")}</option>
            {categories.map((choice) => (
              <option key={choice.categoryID} value={choice.categoryID}>
                {/* Indent by depth so the tree shows in a flat list. */}
                {"\u00a0\u00a0".repeat(Math.max(0, choice.depth - minDepth)) + choice.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t("Body")} errors={fieldErrorsOf(post.error, "body")} required>
          <TextArea name="body" rows={10} value={body} onChange={(event) => setBody(event.target.value)} />
        </FormField>
        <FormFooter error={post.error} fields={FIELDS} submitLabel={t("Post Discussion")} busy={post.isPending} />
      </form>
    </section>
  );
}
