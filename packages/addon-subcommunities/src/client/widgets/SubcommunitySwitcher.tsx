import { useNavigate } from "@quorum/core";
import type { CSSProperties, FormEvent, ReactNode } from "react";
import type { SubcommunitySwitcherProps } from "../../shared/widgets";

// Inline styles: the package then ships no stylesheet that a site
// built from its `dist` would have to import.
const styles = {
  bar: { display: "flex", flexWrap: "wrap", gap: 16, alignItems: "center", justifyContent: "space-between", margin: "12px 0" },
  form: { display: "flex", gap: 8, alignItems: "center" },
} satisfies Record<string, CSSProperties>;

/**
 * The section home's search: the current section's categories (the search page's category scope
 * with its subcategories). The switcher between sections is the title bar's (server data,
 * `subcommunityNavGroup`). The server renders it whole: a guest's page works before this hydrates
 * (a submit is held and replayed then).
 */
export default function SubcommunitySwitcher({ search }: SubcommunitySwitcherProps): ReactNode {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const params = new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>);
    navigate(`/search?${params.toString()}`);
  };
  return (
    <div style={styles.bar}>
      {search && (
        <form role="search" aria-label={`Search ${search.name}`} action="/search" method="get" style={styles.form} onSubmit={submit}>
          <input type="search" name="query" aria-label={`Search ${search.name}`} placeholder={`Search ${search.name}`} required />
          <input type="hidden" name="categoryID" value={search.categoryID} />
          <input type="hidden" name="includeChildCategories" value="true" />
          <button type="submit">Search</button>
        </form>
      )}
    </div>
  );
}
