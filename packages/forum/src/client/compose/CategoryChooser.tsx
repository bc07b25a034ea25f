import type { Category, FieldError } from "@quorum/api";
import { FormField, keepPreviousData, t, TextInput, useApiClient, useDebouncedValue, useQuery } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import * as styles from "./CategoryChooser.css";

/** Spec §9: category suggestions wait 100 ms after typing, at most 50. */
const CATEGORY_SEARCH_DEBOUNCE = 100;
const CATEGORY_SEARCH_LIMIT = 50;

type Choice = Pick<Category, "categoryID" | "name" | "depth">;

export interface CategoryChooserProps {
  /** The chosen category id, "" for none. */
  value: string;
  onChange(categoryID: string): void;
  /** The categories the user may post in, in tree order. */
  categories: readonly Choice[];
  errors?: readonly FieldError[] | readonly string[];
}

/**
 * The post form's category: a list of the categories the user may post in (indented by depth), and
 * a search (`GET /categories/search`, 100 ms after typing, 50 at most) whose matches show their
 * place in the tree, for sites with more categories than a list can show. Matches the user may
 * not post in are left out.
 */
export function CategoryChooser({ value, onChange, categories, errors }: CategoryChooserProps): ReactNode {
  const api = useApiClient();
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim(), CATEGORY_SEARCH_DEBOUNCE);
  const postable = new Set(categories.map((category) => category.categoryID));
  const minDepth = Math.min(...categories.map((c) => c.depth));
  const search = useQuery({
    queryKey: ["categories", "search", query, "breadcrumbs"],
    queryFn: async ({ signal }) =>
      (await api.get<Category[]>("/categories/search", { params: { query, limit: CATEGORY_SEARCH_LIMIT, expand: "breadcrumbs" }, signal })).data,
    enabled: query !== "",
    placeholderData: keepPreviousData,
  });
  const matches = text.trim() === "" ? [] : (search.data ?? []).filter((category) => postable.has(category.categoryID));

  function choose(categoryID: number): void {
    onChange(String(categoryID));
    setText("");
  }

  return (
    <div className={styles.chooser}>
      <FormField label={t("Category")} errors={errors} required>
        <select className={styles.select} name="categoryID" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t("Select a category")}</option>
          {categories.map((choice) => (
            <option key={choice.categoryID} value={choice.categoryID}>
              {/* Indent by depth so the tree shows in a flat list. */}
              {"\u00a0\u00a0".repeat(Math.max(0, choice.depth - minDepth)) + choice.name}
            </option>
          ))}
        </select>
      </FormField>
      <TextInput
        type="search"
        aria-label={t("Search categories")}
        placeholder={t("Search categories")}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {text.trim() !== "" && (
        <ul className={styles.matches} aria-label={t("Matching categories")} aria-busy={search.isFetching || undefined}>
          {matches.map((category) => (
            <li key={category.categoryID}>
              <button type="button" className={styles.match} onClick={() => choose(category.categoryID)}>
                <span className={styles.name}>{category.name}</span>
                <span className={styles.crumbs}>{crumbsOf(category)}</span>
              </button>
            </li>
          ))}
          {search.isSuccess && query === text.trim() && matches.length === 0 && <li className={styles.empty}>{t("No categories were found.")}</li>}
        </ul>
      )}
    </div>
  );
}

/** Where a category sits: its parents, top down ("General › Support"), without Home and itself. */
function crumbsOf(category: Category): string {
  const crumbs = (category.breadcrumbs ?? []).filter((crumb) => crumb.url !== "/").map((crumb) => crumb.name);
  return crumbs.slice(0, -1).join(" › ");
}
