import {
  Button,
  DateTime,
  ErrorBoundary,
  Link,
  missingAs404,
  t,
  useApiClient,
  useDocumentTitle,
  useMutation,
  useParams,
  usePermission,
  useQueryClient,
  useSuspenseQuery,
  widgetStyles,
} from "@quorum/core";
import type { ReactNode } from "react";
import type { Article } from "../../shared/Knowledge";
import { knowledgeQueries } from "../knowledgeQueries";
import { AddToCollection } from "./AddToCollection";
import { ArticleBody } from "./ArticleBody";
import { ArticleHelpful } from "./ArticleHelpful";
import { frame } from "./frame";
import { NavigationTree } from "./NavigationTree";
import { categoryAnchor, categoryPath, navigationTree } from "./knowledgeTree";

/** `/kb/articles/{id}-{slug}`: the number before the first dash is the article. */
const articleIDOf = (param: string | undefined): number => Number(/^\d{1,9}/.exec(param ?? "")?.[0] ?? 0);

/**
 * An article: breadcrumbs, its table of contents from its headings, the body, 'Was this article
 * helpful?', and in a guide the navigation tree with the previous and next articles. Editors get
 * Edit, Revisions and Delete (or Restore, once deleted); holders of community.manage 'Add to
 * Collection'. One the viewer may not read is the not-found page.
 */
export default function ArticlePage(): ReactNode {
  const articleID = articleIDOf(useParams<"articleID">().articleID);
  return (
    <ErrorBoundary fallback={missingAs404("Article")}>
      <ArticleView articleID={articleID} />
    </ErrorBoundary>
  );
}

function ArticleView({ articleID }: { articleID: number }): ReactNode {
  const api = useApiClient();
  const { data: article } = useSuspenseQuery(knowledgeQueries.article(api, articleID));
  const { data: base } = useSuspenseQuery(knowledgeQueries.base(api, article.knowledgeBaseID));
  const { data: categories } = useSuspenseQuery(knowledgeQueries.categories(api, base.knowledgeBaseID));
  const { data: articles } = useSuspenseQuery(knowledgeQueries.articles(api, { knowledgeBaseID: base.knowledgeBaseID }));
  const canEdit = usePermission(["articles.add", "kb.manage"]);
  // The forum's collections take any record type for holders of community.manage (spec §3).
  const canCurate = usePermission("community.manage");
  useDocumentTitle(article.name);
  const { roots, order } = navigationTree(categories, articles);
  const at = order.findIndex((other) => other.articleID === article.articleID);
  const previous = at > 0 ? order[at - 1] : undefined;
  const next = at >= 0 ? order[at + 1] : undefined;
  const guide = base.viewType === "guide";
  return (
    <div className={widgetStyles.root} style={{ ...frame, display: "flex", gap: 32, alignItems: "flex-start" }}>
      {guide ? (
        <aside style={{ flex: "0 0 240px" }}>
          <NavigationTree roots={roots} currentArticleID={article.articleID} />
        </aside>
      ) : null}
      <article style={{ flex: 1, minWidth: 0 }}>
        <nav aria-label={t("Breadcrumb")}>
          <ol style={{ listStyle: "none", padding: 0, display: "flex", flexWrap: "wrap", gap: 8 }}>
            <li>
              <Link to="/kb">{t("Help")}</Link>
            </li>
            <li>
              › <Link to={base.url}>{base.name}</Link>
            </li>
            {categoryPath(categories, article.knowledgeCategoryID).map((category) => (
              <li key={category.knowledgeCategoryID}>
                › <Link to={`${base.url}#${categoryAnchor(category.knowledgeCategoryID)}`}>{category.name}</Link>
              </li>
            ))}
          </ol>
        </nav>
        <h1 className={widgetStyles.pageTitle}>{article.name}</h1>
        <p>
          {t("Updated")} <DateTime date={article.dateUpdated ?? article.dateInserted} />
        </p>
        {article.status === "deleted" ? <p role="status">{t("This article is deleted: only editors see it.")}</p> : null}
        {canEdit || canCurate ? (
          <p style={{ display: "flex", gap: 8, alignItems: "center" }}>
            {canEdit ? <EditorActions article={article} /> : null}
            {canCurate && article.status === "published" ? <AddToCollection articleID={article.articleID} /> : null}
          </p>
        ) : null}
        {article.outline.length > 0 ? (
          <nav aria-label={t("Table of Contents")}>
            <h2 className={widgetStyles.title}>{t("Table of Contents")}</h2>
            <ul>
              {article.outline.map((heading) => (
                <li key={heading.id} style={{ marginLeft: heading.level === 3 ? 16 : 0 }}>
                  <a href={`#${heading.id}`}>{heading.text}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <ArticleBody html={article.body} />
        <ArticleHelpful article={article} />
        {guide && (previous || next) ? (
          <nav aria-label={t("More articles")} style={{ display: "flex", justifyContent: "space-between", marginTop: 24 }}>
            {previous ? <Link to={previous.url}>{t("Previous: {name}", { name: previous.name })}</Link> : <span />}
            {next ? <Link to={next.url}>{t("Next: {name}", { name: next.name })}</Link> : null}
          </nav>
        ) : null}
      </article>
    </div>
  );
}

function EditorActions({ article }: { article: Article }): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const setStatus = useMutation({
    mutationFn: async (status: Article["status"]) => (await api.patch<Article>(`/articles/${article.articleID}/status`, { status })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["knowledge"] }),
  });
  const deleted = article.status === "deleted";
  return (
    <>
      <Link to={`/kb/articles/${article.articleID}/edit`}>{t("Edit")}</Link>
      <Link to={`/kb/articles/${article.articleID}/revisions`}>{t("Revisions")}</Link>
      <Button variant="standard" busy={setStatus.isPending} onClick={() => setStatus.mutate(deleted ? "published" : "deleted")}>
        {deleted ? t("Restore") : t("Delete")}
      </Button>
    </>
  );
}
