import { profilePath } from "@quorum/api";
import type { Category, PagingInfo, SearchResult } from "@quorum/api";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { useAddonRegistry } from "../addons/useAddonRegistry";
import { ApiError } from "../api/ApiError";
import { useApiClient } from "../api/useApiClient";
import { t } from "../i18n/t";
import { Link } from "../router/Link";
import { useDocumentTitle } from "../router/useDocumentTitle";
import { sectionFolder } from "../router/sectionFolder";
import { useLocation } from "../router/useLocation";
import { useBootstrap } from "../site/useBootstrap";
import { useNavigate } from "../router/useNavigate";
import { Button } from "../ui/Button";
import { DateTime } from "../ui/DateTime";
import { input } from "../ui/FormField.css";
import { Loader } from "../ui/Loader";
import { Pager } from "../ui/Pager";
import { widgetStyles } from "../ui/widgetStyles.css";
import { markedText } from "./markedText";
import { CORE_SEARCH_DOMAINS, searchDomainsPoint } from "./searchDomainsPoint";
import {
  ALL_CONTENT_DOMAIN,
  SEARCH_PAGE_SIZE,
  searchApiParams,
  parseSearchState,
  SEARCH_PAGE_SORTS,
  searchUrl,
  takesPostFilters,
  withoutPostFilters,
} from "./searchState";
import type { SearchState } from "./searchState";
import * as styles from "./SearchPage.css";

/** The domain a search page's address searches by default: `/kb/search` is the knowledge base's (spec §2). */
function routeDomain(pathname: string): string {
  return pathname.startsWith("/kb/") ? "knowledge_base" : ALL_CONTENT_DOMAIN;
}

const SORT_LABELS: Readonly<Record<SearchState["sort"], string>> = { relevance: "Best Match", newest: "Newest", oldest: "Oldest" };
const TYPES: readonly (readonly [string, string])[] = [
  ["", "All"],
  ["discussion", "Discussions"],
  ["question", "Questions"],
  ["comment", "Comments"],
];

/**
 * /search (and /kb/search; spec §2): the domain tabs, the domain's filters, sort, the results a
 * page at a time with the numbered pager from the paging headers, and the empty state. Every
 * choice is in the address, so a search reloads and shares as it is.
 */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const path = location.pathname;
  const defaultDomain = routeDomain(path);
  const state = parseSearchState(new URLSearchParams(location.search), defaultDomain);
  const added = useAddonRegistry().contributions(searchDomainsPoint);
  const domains = [...CORE_SEARCH_DOMAINS, ...added.filter((domain) => !CORE_SEARCH_DOMAINS.some((core) => core.key === domain.key))];
  const title = state.query ? t("Search results for {query}", { query: state.query }) : t("Search");
  useDocumentTitle(title);
  const href = (next: Partial<SearchState>) => searchUrl({ ...state, page: 1, ...next }, path, defaultDomain);
  // A tab keeps the text and the filters its domain takes (no warning for leaving the others out).
  const tabHref = (domain: string) => href({ ...(takesPostFilters(domain) ? state : withoutPostFilters(state)), domain, page: 1 });

  return (
    <div className={styles.page}>
      <h1 className={widgetStyles.pageTitle}>{t("Search")}</h1>
      {/* Keyed by the address: going back or following a tab shows that search's own filters. */}
      <SearchFilters key={location.search} state={state} href={href} />
      <nav aria-label={t("Search domains")}>
        <ul className={styles.tabs}>
          {domains.map((domain) => (
            <li key={domain.key}>
              <Link className={styles.tab} to={tabHref(domain.key)} aria-current={domain.key === state.domain ? "page" : undefined}>
                {t(domain.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<Loader />}>
        <SearchResults state={state} href={(page) => searchUrl({ ...state, page }, path, defaultDomain)} />
      </Suspense>
    </div>
  );
}

interface FiltersProps {
  state: SearchState;
  href: (next: Partial<SearchState>) => string;
}

/** The search text, the domain's filters and the sort; applying them starts again at page 1. */
function SearchFilters({ state, href }: FiltersProps): ReactNode {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(state);
  const [authors, setAuthors] = useState(state.authors.join(", "));
  const [tags, setTags] = useState(state.tags.join(", "));
  const posts = takesPostFilters(state.domain);
  const split = (text: string) =>
    text
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
  const set = (next: Partial<SearchState>) => setDraft((current) => ({ ...current, ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(href({ ...draft, page: 1, authors: split(authors), tags: split(tags) }));
  };

  return (
    // Not a second search landmark: the title bar's is the page's.
    <form onSubmit={submit}>
      <div className={styles.queryRow}>
        <input
          className={input}
          type="search"
          name="query"
          aria-label={t("Search")}
          value={draft.query}
          onChange={(event) => set({ query: event.target.value })}
        />
        <Button type="submit" variant="primary">
          {t("Search")}
        </Button>
      </div>
      <div className={styles.filters}>
        {posts && (
          <>
            <CategoryFilter value={draft.categoryID} onChange={(categoryID) => set({ categoryID })} />
            <label className={styles.inline}>
              <input type="checkbox" checked={draft.includeChildCategories} onChange={(event) => set({ includeChildCategories: event.target.checked })} />
              {t("Include child categories")}
            </label>
            <label className={styles.field}>
              <span className={styles.fieldLabel}>{t("Author")}</span>
              <input className={input} name="authors" value={authors} onChange={(event) => setAuthors(event.target.value)} />
            </label>
            <label className={styles.field}>
              <span className={styles.fieldLabel}>{t("Tags")}</span>
              <input className={input} name="tags" value={tags} onChange={(event) => setTags(event.target.value)} />
            </label>
            <fieldset className={styles.fieldset}>
              <legend className={styles.fieldLabel}>{t("Match")}</legend>
              {(["or", "and"] as const).map((operator) => (
                <label key={operator} className={styles.inline}>
                  <input type="radio" name="tagOperator" checked={draft.tagOperator === operator} onChange={() => set({ tagOperator: operator })} />
                  {operator === "and" ? t("All tags") : t("Any tag")}
                </label>
              ))}
            </fieldset>
            <label className={styles.field}>
              <span className={styles.fieldLabel}>{t("Type")}</span>
              <select className={input} value={draft.types[0] ?? ""} onChange={(event) => set({ types: event.target.value ? [event.target.value] : [] })}>
                {TYPES.map(([value, label]) => (
                  <option key={value} value={value}>
                    {t(label)}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t("From")}</span>
          <input className={input} type="date" value={draft.dateFrom} onChange={(event) => set({ dateFrom: event.target.value })} />
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t("To")}</span>
          <input className={input} type="date" value={draft.dateTo} onChange={(event) => set({ dateTo: event.target.value })} />
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t("Sort by")}</span>
          {/* A new order applies at once; the other filters wait for Search. */}
          <select
            className={input}
            value={state.sort}
            onChange={(event) => navigate(href({ sort: SEARCH_PAGE_SORTS.find((sort) => sort === event.target.value) ?? "relevance" }))}
          >
            {SEARCH_PAGE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </option>
            ))}
          </select>
        </label>
      </div>
    </form>
  );
}

/** The categories the viewer may see, indented by depth (loaded in the browser; the chosen one shows meanwhile). */
function CategoryFilter({ value, onChange }: { value: number | null; onChange: (categoryID: number | null) => void }): ReactNode {
  const api = useApiClient();
  const { data = [] } = useQuery({
    queryKey: ["searchCategories"],
    queryFn: async ({ signal }) => (await api.get<Category[]>("/categories", { params: { outputFormat: "flat", maxDepth: 3, limit: 100 }, signal })).data,
  });
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>{t("Category")}</span>
      <select className={input} name="categoryID" value={value ?? ""} onChange={(event) => onChange(Number(event.target.value) || null)}>
        <option value="">{t("All")}</option>
        {value !== null && !data.some((category) => category.categoryID === value) && <option value={value}>{`#${value}`}</option>}
        {data.map((category) => (
          <option key={category.categoryID} value={category.categoryID}>
            {"\u00a0".repeat(Math.max(0, category.depth - 1) * 2) + category.name}
          </option>
        ))}
      </select>
    </label>
  );
}

interface SearchAnswer {
  results: SearchResult[];
  paging: PagingInfo;
  /** The API's message when it refused the search (a hidden category, a domain the viewer may not search). */
  error?: string;
}

function SearchResults({ state, href }: { state: SearchState; href: (page: number) => string }): ReactNode {
  const api = useApiClient();
  const sections = useBootstrap().siteSections;
  const folder = sectionFolder(useLocation().pathname, sections);
  const sectionRoot = folder ? sections?.find((section) => section.folder === folder)?.categoryID : undefined;
  const params = searchApiParams(state, SEARCH_PAGE_SIZE, sectionRoot);
  const { data } = useSuspenseQuery({
    queryKey: ["search", params],
    queryFn: async ({ signal }): Promise<SearchAnswer> => {
      try {
        const response = await api.get<SearchResult[]>("/search", { params, signal });
        return { results: response.data, paging: response.paging ?? { page: state.page, limit: SEARCH_PAGE_SIZE } };
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500)
          return { results: [], paging: { page: state.page, limit: SEARCH_PAGE_SIZE }, error: error.message };
        throw error;
      }
    },
  });
  if (data.error) return <p className={widgetStyles.empty}>{data.error}</p>;
  if (data.results.length === 0) return <p className={widgetStyles.empty}>{t("No results found.")}</p>;
  return (
    <>
      <ol className={widgetStyles.list} aria-label={t("Search results")}>
        {data.results.map((result) => (
          <SearchResultItem key={`${result.recordType}-${result.recordID}`} result={result} />
        ))}
      </ol>
      <Pager
        page={data.paging.page}
        limit={data.paging.limit}
        total={data.paging.total}
        hasMore={data.paging.next !== undefined && data.paging.total === undefined}
        hrefFor={href}
      />
    </>
  );
}

function SearchResultItem({ result }: { result: SearchResult }): ReactNode {
  return (
    <li className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Link to={result.url}>{result.name}</Link>
      </h2>
      {result.breadcrumbs && result.breadcrumbs.length > 0 && (
        <ul className={styles.crumbs} aria-label={t("Breadcrumbs")}>
          {result.breadcrumbs.map((crumb) => (
            <li key={crumb.url}>
              <Link className={styles.crumbLink} to={crumb.url}>
                {crumb.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {result.body && <p className={styles.excerpt}>{markedText(result.body)}</p>}
      <div className={styles.meta}>
        {result.insertUser && result.insertUser.userID > 0 && <Link to={profilePath(result.insertUser.name)}>{result.insertUser.name}</Link>}
        <DateTime date={result.dateInserted} />
      </div>
    </li>
  );
}
