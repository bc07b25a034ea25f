import { ErrorBoundary, Link, missingAs404, t, useApiClient, useDocumentTitle, useParams, usePermission, useSuspenseQuery, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import type { KnowledgeBase } from "../../shared/Knowledge";
import { knowledgeQueries } from "../knowledgeQueries";
import { frame } from "./frame";
import { KnowledgeSearchBox } from "./KnowledgeHomePage";
import { NavigationTree } from "./NavigationTree";
import { categoryAnchor, navigationTree, type NavigationNode } from "./knowledgeTree";
import { NewCategoryForm } from "./NewCategoryForm";

/**
 * `/kb/{urlCode}`: a help center lists its categories with their articles (featured ones first);
 * a guide shows its navigation tree and starts at its first article. Editors get "New Article",
 * managers "New Category". A knowledge base the viewer may not see is the not-found page.
 */
export default function KnowledgeBasePage(): ReactNode {
  const urlCode = useParams<"urlCode">().urlCode ?? "";
  return (
    <ErrorBoundary fallback={missingAs404("Knowledge Base")}>
      <KnowledgeBaseView urlCode={urlCode} />
    </ErrorBoundary>
  );
}

function KnowledgeBaseView({ urlCode }: { urlCode: string }): ReactNode {
  const api = useApiClient();
  const { data: base } = useSuspenseQuery(knowledgeQueries.base(api, urlCode));
  const { data: categories } = useSuspenseQuery(knowledgeQueries.categories(api, base.knowledgeBaseID));
  const { data: articles } = useSuspenseQuery(knowledgeQueries.articles(api, { knowledgeBaseID: base.knowledgeBaseID }));
  const canEdit = usePermission(["articles.add", "kb.manage"]);
  const canManage = usePermission("kb.manage");
  useDocumentTitle(base.name);
  const { roots, order } = navigationTree(categories, articles);
  const featured = articles.filter((article) => article.featured);
  return (
    <div className={widgetStyles.root}>
      {base.bannerUrl ? <img src={base.bannerUrl} alt="" style={{ width: "100%", maxHeight: 200, objectFit: "cover", display: "block" }} /> : null}
      <div style={frame}>
        <nav aria-label={t("Breadcrumb")}>
          <Link to="/kb">{t("Help")}</Link>
        </nav>
        <h1 className={widgetStyles.pageTitle}>{base.name}</h1>
        <p>{base.description}</p>
        <KnowledgeSearchBox />
        {canEdit && categories.length > 0 ? (
          <p>
            <Link to={`${base.url}/new-article`}>{t("New Article")}</Link>
          </p>
        ) : null}
        {articles.length === 0 ? <p>{t("No articles yet.")}</p> : null}
        {base.viewType === "guide" ? <GuideView base={base} roots={roots} first={order[0]?.url} /> : <HelpCenterView roots={roots} featured={featured} />}
        {canManage ? <NewCategoryForm base={base} categories={categories} /> : null}
      </div>
    </div>
  );
}

function GuideView({ base, roots, first }: { base: KnowledgeBase; roots: NavigationNode[]; first: string | undefined }): ReactNode {
  return (
    <section aria-label={t("Guide")}>
      <NavigationTree roots={roots} />
      {first ? (
        <p>
          <Link to={first}>{t("Start reading {name}", { name: base.name })}</Link>
        </p>
      ) : null}
    </section>
  );
}

function HelpCenterView({ roots, featured }: { roots: NavigationNode[]; featured: NavigationNode["articles"] }): ReactNode {
  return (
    <>
      {featured.length > 0 ? (
        <section aria-label={t("Featured Articles")}>
          <h2 className={widgetStyles.title}>{t("Featured Articles")}</h2>
          <ul>
            {featured.map((article) => (
              <li key={article.articleID}>
                <Link to={article.url}>{article.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div style={{ display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))" }}>
        {roots.map((node) => (
          <CategorySection key={node.category.knowledgeCategoryID} node={node} level={2} />
        ))}
      </div>
    </>
  );
}

function CategorySection({ node, level }: { node: NavigationNode; level: 2 | 3 }): ReactNode {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-label={node.category.name} id={categoryAnchor(node.category.knowledgeCategoryID)}>
      <Heading className={widgetStyles.title}>{node.category.name}</Heading>
      <ul>
        {node.articles.map((article) => (
          <li key={article.articleID}>
            <Link to={article.url}>{article.name}</Link>
            {article.excerpt ? <div>{article.excerpt}</div> : null}
          </li>
        ))}
      </ul>
      {node.children.map((child) => (
        <CategorySection key={child.category.knowledgeCategoryID} node={child} level={3} />
      ))}
    </section>
  );
}
