import { DateTime, Link, t, useBootstrap, widgetStyles } from "@quorum/core";
import type { Category } from "@quorum/api";
import type { ReactNode } from "react";
import { LazyCategoryFollowDropDown } from "../following/LazyCategoryFollowDropDown";
import { countText } from "../posts/countText";
import * as metaStyles from "../posts/metas.css";
import { UserLink } from "../posts/UserLink";
import { toSitePath } from "../routing/toSitePath";
import * as styles from "./CategoryItem.css";

export interface CategoryItemProps {
  category: Category;
  /** One under the widget's title (or the page's h1), one more under a heading category's group title. */
  headingLevel?: 2 | 3 | 4;
}

/** A category: its name, description, counts (zero counts hidden, spec §9), last post and subcategories. */
export function CategoryItem({ category, headingLevel = 3 }: CategoryItemProps): ReactNode {
  const Heading = headingLevel === 2 ? "h2" : headingLevel === 4 ? "h4" : "h3";
  const { locale } = useBootstrap();
  // Counts include subcategories: a parent that only groups others still shows its activity.
  const discussions = category.countAllDiscussions;
  const comments = category.countAllComments;
  const lastPost = category.lastPost;
  // Heading entries are labels, not places to go (spec §3 "heading entries skipped").
  const children = (category.children ?? []).filter((child) => child.displayAs !== "heading");
  return (
    <li className={widgetStyles.item}>
      <Heading className={widgetStyles.subtitle}>
        <Link className={widgetStyles.itemLink} to={toSitePath(category.url)}>
          {category.name}
        </Link>
      </Heading>
      {category.description && <p className={styles.description}>{category.description}</p>}
      <div className={metaStyles.metas}>
        {discussions > 0 && <span className={metaStyles.meta}>{countText(discussions, "{count} discussion", "{count} discussions", locale)}</span>}
        {comments > 0 && <span className={metaStyles.meta}>{countText(comments, "{count} comment", "{count} comments", locale)}</span>}
        {lastPost && (
          <span className={metaStyles.meta}>
            {t("Most recent:")} <Link to={toSitePath(lastPost.url)}>{lastPost.name}</Link> {t("by")} <UserLink user={lastPost.insertUser} />{" "}
            <DateTime date={lastPost.dateInserted} />
          </span>
        )}
      </div>
      {/* Members get the list's follow dropdowns (the list carries their preferences); guests nothing. */}
      {category.preferences && <LazyCategoryFollowDropDown category={category} preferences={category.preferences} />}
      {children.length > 0 && (
        <ul className={styles.children} aria-label={t("Subcategories of {name}", { name: category.name })}>
          {children.map((child) => (
            <li key={child.categoryID}>
              <Link to={toSitePath(child.url)}>{child.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
