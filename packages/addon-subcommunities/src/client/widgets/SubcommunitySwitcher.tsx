import { Link, themeVars, useNavigate } from "@quorum/core";
import type { CSSProperties, FormEvent, ReactNode } from "react";
import type { SubcommunitySwitcherProps } from "../../shared/widgets";

// Inline styles over core's theme variables: the package then ships no stylesheet that a site
// built from its `dist` would have to import.
const styles = {
  bar: { display: "flex", flexWrap: "wrap", gap: 16, alignItems: "center", justifyContent: "space-between", margin: "12px 0" },
  list: { display: "flex", flexWrap: "wrap", gap: 8, margin: 0, padding: 0, listStyle: "none" },
  link: { padding: "4px 10px", border: `1px solid ${themeVars["color-border"]}`, borderRadius: 14, color: themeVars["color-fg"], textDecoration: "none" },
  current: { background: themeVars["color-primary"], borderColor: themeVars["color-primary"], color: themeVars["color-bg"], fontWeight: 600 },
  form: { display: "flex", gap: 8, alignItems: "center" },
} satisfies Record<string, CSSProperties>;

/**
 * The section switcher: every section the viewer may see, the current one marked
 * (`aria-current`), and a search of the current section's categories (the search page's
 * category scope with its subcategories). The server renders it whole: a guest's page works
 * before this hydrates (a submit is held and replayed then).
 */
export default function SubcommunitySwitcher({ sections, search }: SubcommunitySwitcherProps): ReactNode {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const params = new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>);
    navigate(`/search?${params.toString()}`);
  };
  return (
    <div style={styles.bar}>
      {sections.length > 0 && (
        <nav aria-label="Subcommunities">
          <ul style={styles.list}>
            {sections.map((section) => (
              <li key={section.url}>
                <Link
                  to={section.url}
                  aria-current={section.current ? "page" : undefined}
                  style={section.current ? { ...styles.link, ...styles.current } : styles.link}
                >
                  {section.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
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
