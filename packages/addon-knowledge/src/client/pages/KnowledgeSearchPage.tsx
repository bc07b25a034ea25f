import type { SearchResult } from "@quorum/api";
import { Link, t, useApiClient, useDocumentTitle, useLocation, useQuery, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import { frame } from "./frame";

/**
 * `/kb/search`: the knowledge base's search mode (spec §2), articles only — `GET /search` in the
 * `knowledge_base` domain, which shows nothing the viewer may not read. The form is a plain GET,
 * so the address holds the search and works before any script.
 */
export default function KnowledgeSearchPage(): ReactNode {
  const api = useApiClient();
  const params = new URLSearchParams(useLocation().search);
  const query = (params.get("query") ?? params.get("search") ?? "").trim();
  const results = useQuery({
    queryKey: ["knowledge", "search", query],
    queryFn: async () => (await api.get<SearchResult[]>("/search", { params: { domain: "knowledge_base", query, limit: 30 } })).data,
    enabled: query !== "",
  });
  useDocumentTitle(query ? t("Search results for {query}", { query }) : t("Search"));
  return (
    <div className={widgetStyles.root} style={frame}>
      <nav aria-label={t("Breadcrumb")}>
        <Link to="/kb">{t("Help")}</Link>
      </nav>
      <h1 className={widgetStyles.pageTitle}>{t("Search")}</h1>
      <form method="get" action="/kb/search" role="search" aria-label={t("Search articles")} style={{ display: "flex", gap: 8, margin: "12px 0" }}>
        <input type="search" name="query" defaultValue={query} key={query} aria-label={t("Search articles")} />
        <button type="submit">{t("Search")}</button>
      </form>
      {results.data ? (
        results.data.length === 0 ? (
          <p>{t("No results found.")}</p>
        ) : (
          <ol style={{ paddingLeft: 20 }}>
            {results.data.map((result) => (
              <li key={result.recordID} style={{ marginBottom: 12 }}>
                <Link to={result.url}>{result.name}</Link>
                {result.breadcrumbs?.[1] ? <div>{result.breadcrumbs[1].name}</div> : null}
                <div>{result.excerpt}</div>
              </li>
            ))}
          </ol>
        )
      ) : null}
    </div>
  );
}
