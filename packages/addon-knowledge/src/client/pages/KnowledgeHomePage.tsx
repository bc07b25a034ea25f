import { Link, t, useApiClient, useDocumentTitle, usePermission, useSuspenseQuery, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import { knowledgeQueries } from "../knowledgeQueries";
import { frame } from "./frame";
import { NewKnowledgeBaseForm } from "./NewKnowledgeBaseForm";

/** `/kb`: the knowledge bases the viewer may read, a search of their articles, and (kb.manage) a new knowledge base. */
export default function KnowledgeHomePage(): ReactNode {
  const api = useApiClient();
  const { data: bases } = useSuspenseQuery(knowledgeQueries.bases(api));
  const canManage = usePermission("kb.manage");
  useDocumentTitle(t("Help"));
  return (
    <div className={widgetStyles.root} style={frame}>
      <h1 className={widgetStyles.pageTitle}>{t("Help")}</h1>
      <KnowledgeSearchBox />
      {bases.length === 0 ? <p>{t("No knowledge bases yet.")}</p> : null}
      <ul style={{ listStyle: "none", padding: 0, display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" }}>
        {bases.map((base) => (
          <li key={base.knowledgeBaseID} style={{ border: "1px solid currentColor", borderRadius: 6, padding: 16 }}>
            {base.iconUrl ? <img src={base.iconUrl} alt="" width={40} height={40} /> : null}
            <h2 className={widgetStyles.title}>
              <Link to={base.url}>{base.name}</Link>
            </h2>
            <p>{base.description}</p>
            <p>{base.countArticles === 1 ? t("1 article") : t("{count} articles", { count: base.countArticles })}</p>
          </li>
        ))}
      </ul>
      {canManage ? <NewKnowledgeBaseForm /> : null}
    </div>
  );
}

/** The search box of the knowledge pages: a plain GET form to `/kb/search`, working before any script. */
export function KnowledgeSearchBox(): ReactNode {
  return (
    <form method="get" action="/kb/search" role="search" aria-label={t("Search articles")} style={{ display: "flex", gap: 8, margin: "12px 0" }}>
      <input type="search" name="query" aria-label={t("Search articles")} placeholder={t("Search articles")} />
      <button type="submit">{t("Search")}</button>
    </form>
  );
}
