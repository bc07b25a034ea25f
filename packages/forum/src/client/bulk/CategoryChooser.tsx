import type { Category } from "@quorum/api";
import { FormField, keepPreviousData, t, TextInput, useApiClient, useDebouncedValue, useQuery, visuallyHidden } from "@quorum/core";
import { useId, useState } from "react";
import type { ReactNode } from "react";
import * as styles from "./CategoryChooser.css";

/** Spec §9: the search waits this long after typing; at most this many suggestions. */
const SEARCH_DEBOUNCE = 100;
const SEARCH_LIMIT = 50;

export interface CategoryChooserProps {
  value: number | null;
  onChange(categoryID: number): void;
  /** Searches only while shown. */
  enabled: boolean;
}

/** A searchable list of the categories the user can see (`GET /categories/search`), one to choose. */
export function CategoryChooser({ value, onChange, enabled }: CategoryChooserProps): ReactNode {
  const api = useApiClient();
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE);
  const name = useId();
  const search = useQuery({
    queryKey: ["categories", "search", query],
    queryFn: async ({ signal }) => (await api.get<Category[]>("/categories/search", { params: { query, limit: SEARCH_LIMIT }, signal })).data,
    enabled,
    placeholderData: keepPreviousData,
  });
  const categories = search.data ?? [];

  return (
    <>
      <FormField label={t("Category")}>
        <TextInput value={text} onChange={(event) => setText(event.currentTarget.value)} placeholder={t("Search categories")} autoComplete="off" />
      </FormField>
      <fieldset className={styles.choices} aria-busy={search.isFetching || undefined}>
        <legend className={visuallyHidden}>{t("Categories")}</legend>
        {categories.map((category) => (
          <label key={category.categoryID} className={styles.choice}>
            <input type="radio" name={name} checked={value === category.categoryID} onChange={() => onChange(category.categoryID)} />
            {category.name}
          </label>
        ))}
        {search.isSuccess && categories.length === 0 && <p className={styles.empty}>{t("No categories were found.")}</p>}
      </fieldset>
    </>
  );
}
