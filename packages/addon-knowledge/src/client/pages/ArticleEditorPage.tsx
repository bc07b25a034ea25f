import {
  Button,
  Checkbox,
  ErrorBoundary,
  ErrorMessage,
  ErrorPage,
  FormField,
  missingAs404,
  t,
  TextArea,
  TextInput,
  useApiClient,
  useDocumentTitle,
  useMutation,
  useNavigate,
  useParams,
  usePermission,
  useQueryClient,
  useSuspenseQuery,
  widgetStyles,
} from "@quorum/core";
import { isRichDocumentEmpty, parseRichDocument } from "@quorum/editor";
import { mediaUploader, RichEditorField } from "@quorum/editor/client";
import { useMemo, useState, type FormEvent, type ReactNode } from "react";
import type { Article, KnowledgeBase } from "../../shared/Knowledge";
import { knowledgeQueries } from "../knowledgeQueries";
import { frame } from "./frame";

/**
 * `/kb/{urlCode}/new-article` and `/kb/articles/{id}/edit`, for editors (`articles.add`,
 * `kb.manage`): title, category (moving the article), body in the rich editor the comment box
 * uses (an article stored in another format is edited as text, so nothing is lost), excerpt,
 * featured and position. Saving opens the article.
 */
export default function ArticleEditorPage(): ReactNode {
  const params = useParams<"urlCode" | "articleID">();
  const canEdit = usePermission(["articles.add", "kb.manage"]);
  if (!canEdit) return <ErrorPage status={403} />;
  return (
    <ErrorBoundary fallback={missingAs404(params.articleID ? "Article" : "Knowledge Base")}>
      {params.articleID ? <EditExisting articleID={Number(/^\d{1,9}/.exec(params.articleID)?.[0] ?? 0)} /> : <CreateIn urlCode={params.urlCode ?? ""} />}
    </ErrorBoundary>
  );
}

function CreateIn({ urlCode }: { urlCode: string }): ReactNode {
  const api = useApiClient();
  const { data: base } = useSuspenseQuery(knowledgeQueries.base(api, urlCode));
  return <ArticleForm base={base} article={null} />;
}

function EditExisting({ articleID }: { articleID: number }): ReactNode {
  const api = useApiClient();
  const { data: article } = useSuspenseQuery(knowledgeQueries.article(api, articleID));
  const { data: base } = useSuspenseQuery(knowledgeQueries.base(api, article.knowledgeBaseID));
  return <ArticleForm base={base} article={article} />;
}

function ArticleForm({ base, article }: { base: KnowledgeBase; article: Article | null }): ReactNode {
  const api = useApiClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: categories } = useSuspenseQuery(knowledgeQueries.categories(api, base.knowledgeBaseID));
  const format = article?.format ?? "rich2";
  const rich = format === "rich2";
  const [name, setName] = useState(article?.name ?? "");
  const [body, setBody] = useState(article?.bodyRaw ?? "");
  const [excerpt, setExcerpt] = useState(article?.excerpt ?? "");
  const [featured, setFeatured] = useState(article?.featured ?? false);
  const [knowledgeCategoryID, setCategory] = useState(String(article?.knowledgeCategoryID ?? categories[0]?.knowledgeCategoryID ?? ""));
  const [sort, setSort] = useState(String(article?.sort ?? 0));
  const [empty, setEmpty] = useState(false);
  const upload = useMemo(() => mediaUploader("/media"), []);
  const title = article ? t("Edit Article") : t("New Article");
  useDocumentTitle(title);
  const save = useMutation({
    mutationFn: async () => {
      const fields = {
        name,
        body,
        format,
        featured,
        knowledgeCategoryID: Number(knowledgeCategoryID),
        sort: Number(sort) || 0,
        ...(article && excerpt === article.excerpt ? {} : { excerpt }),
      };
      return article ? (await api.patch<Article>(`/articles/${article.articleID}`, fields)).data : (await api.post<Article>("/articles", fields)).data;
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ["knowledge"] });
      navigate(saved.url);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const isEmpty = rich ? isRichDocumentEmpty(parseRichDocument(body)) : body.trim() === "";
    setEmpty(isEmpty);
    if (!isEmpty) save.mutate();
  };
  return (
    <form className={widgetStyles.root} style={frame} onSubmit={submit} aria-label={title} noValidate>
      <h1 className={widgetStyles.pageTitle}>{title}</h1>
      <p>{base.name}</p>
      <FormField label={t("Title")} required>
        <TextInput required maxLength={200} value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField label={t("Category")} required>
        <select value={knowledgeCategoryID} onChange={(event) => setCategory(event.target.value)}>
          {categories.map((category) => (
            <option key={category.knowledgeCategoryID} value={category.knowledgeCategoryID}>
              {category.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t("Body")} errors={empty ? [t("Body is required.")] : []} required>
        {rich ? (
          <RichEditorField aria-label={t("Body")} loadOn="mount" rows={12} upload={upload} value={body} onChange={(json) => (setBody(json), setEmpty(false))} />
        ) : (
          <TextArea name="body" rows={12} value={body} onChange={(event) => setBody(event.target.value)} />
        )}
      </FormField>
      <FormField label={t("Excerpt")}>
        <TextArea rows={2} maxLength={500} value={excerpt} onChange={(event) => setExcerpt(event.target.value)} />
      </FormField>
      <FormField label={t("Position")}>
        <TextInput type="number" value={sort} onChange={(event) => setSort(event.target.value)} />
      </FormField>
      <Checkbox label={t("Featured")} checked={featured} onChange={setFeatured} />
      {save.error ? <ErrorMessage error={save.error} /> : null}
      <p>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {article ? t("Save") : t("Publish")}
        </Button>
      </p>
    </form>
  );
}
