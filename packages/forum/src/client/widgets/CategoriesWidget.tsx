import { t, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import * as styles from "./CategoriesWidget.css";
import { CategoryItem } from "./CategoryItem";
import type { CategoriesWidgetProps } from "../../contract/widgetProps";

export type { CategoriesWidgetProps };

/**
 * `react.categories`: the categories with their descriptions, counts, last posts and children.
 * A heading category is shown as a group title over its own children. With no categories (a
 * category page without subcategories) the widget shows nothing. Entries are headings one level
 * under the widget's title, or under the page's h1 when the widget has none.
 */
export default function CategoriesWidget({ title, categories }: CategoriesWidgetProps): ReactNode {
  if (categories.length === 0) return null;
  const GroupTitle = title ? "h3" : "h2";
  return (
    <section className={widgetStyles.root}>
      {title && <h2 className={widgetStyles.title}>{t(title)}</h2>}
      <ul className={widgetStyles.list}>
        {categories.map((category) =>
          category.displayAs === "heading" ? (
            <li key={category.categoryID} className={styles.group}>
              <GroupTitle className={styles.groupTitle}>{category.name}</GroupTitle>
              <ul className={widgetStyles.list}>
                {(category.children ?? []).map((child) => (
                  <CategoryItem key={child.categoryID} category={child} headingLevel={title ? 4 : 3} />
                ))}
              </ul>
            </li>
          ) : (
            <CategoryItem key={category.categoryID} category={category} headingLevel={title ? 3 : 2} />
          ),
        )}
      </ul>
    </section>
  );
}
