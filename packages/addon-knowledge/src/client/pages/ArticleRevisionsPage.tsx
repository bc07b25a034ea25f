import {
  Button,
  DateTime,
  ErrorBoundary,
  ErrorMessage,
  ErrorPage,
  Link,
  missingAs404,
  t,
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
import type { ReactNode } from "react";
import type { Article } from "../../shared/Knowledge";
import { knowledgeQueries } from "../knowledgeQueries";
import { frame } from "./frame";

/**
 * `/kb/articles/{id}/revisions`, for editors (`articles.add`, `kb.manage`): every saved text of the
 * article, newest first, with who saved it and when. Restoring an older one makes it the article's
 * text again (the server records that as a new revision) and opens the article.
 */
export default function ArticleRevisionsPage(): ReactNode {
  const articleID = Number(/^\d{1,9}/.exec(useParams<"articleID">().articleID ?? "")?.[0] ?? 0);
  const canEdit = usePermission(["articles.add", "kb.manage"]);
  if (!canEdit) return <ErrorPage status={403} />;
  return (
    <ErrorBoundary fallback={missingAs404("Article")}>
      <RevisionList articleID={articleID} />
    </ErrorBoundary>
  );
}

function RevisionList({ articleID }: { articleID: number }): ReactNode {
  const api = useApiClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: article } = useSuspenseQuery(knowledgeQueries.article(api, articleID));
  const { data: revisions } = useSuspenseQuery(knowledgeQueries.revisions(api, articleID));
  const title = t("Revisions of {name}", { name: article.name });
  useDocumentTitle(title);
  const restore = useMutation({
    mutationFn: async (revisionID: number) => (await api.post<Article>(`/articles/${articleID}/revisions/${revisionID}/restore`, {})).data,
    onSuccess: async (restored) => {
      await queryClient.invalidateQueries({ queryKey: ["knowledge"] });
      navigate(restored.url);
    },
  });
  return (
    <div className={widgetStyles.root} style={frame}>
      <nav aria-label={t("Breadcrumb")}>
        <Link to={article.url}>{article.name}</Link>
      </nav>
      <h1 className={widgetStyles.pageTitle}>{title}</h1>
      {restore.error ? <ErrorMessage error={restore.error} /> : null}
      <ol aria-label={t("Revisions")} style={{ listStyle: "none", padding: 0 }}>
        {revisions.map((revision, index) => (
          <li key={revision.articleRevisionID} aria-label={revision.name} style={{ display: "flex", gap: 12, alignItems: "baseline", padding: "8px 0" }}>
            <strong>{revision.name}</strong>
            <span>
              {t("by {name}", { name: revision.insertUserName || t("Unknown") })} <DateTime date={revision.dateInserted} />
            </span>
            {index === 0 ? (
              <span>{t("Current")}</span>
            ) : (
              <Button
                variant="standard"
                busy={restore.isPending && restore.variables === revision.articleRevisionID}
                disabled={restore.isPending}
                onClick={() => restore.mutate(revision.articleRevisionID)}
              >
                {t("Restore")}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
