import { ErrorPage, Link, Pager, t, useCurrentUser, useDocumentTitle, useSearchParams, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import { LazyCategoryFollowDropDown } from "../following/LazyCategoryFollowDropDown";
import { FOLLOWED_PAGE_LIMIT, useFollowedCategories } from "../following/useFollowedCategories";
import { toSitePath } from "../routing/toSitePath";
import * as styles from "./FollowedContentPage.css";

/**
 * /profile/followed-content (spec §2): the categories the signed-in member follows, each with its
 * follow dropdown, paged; rendered on the server. Guests get the permission page.
 */
export default function FollowedContentPage(): ReactNode {
  const { userID } = useCurrentUser();
  const title = t("Followed Content");
  useDocumentTitle(title);
  if (userID <= 0) return <ErrorPage status={403} />;
  return <FollowedCategories title={title} />;
}

function FollowedCategories({ title }: { title: string }): ReactNode {
  const [search] = useSearchParams();
  const requested = Number(search.get("page"));
  const page = Number.isSafeInteger(requested) && requested > 0 ? requested : 1;
  const { categories, paging } = useFollowedCategories(page);
  const heading = t("Categories");
  return (
    <div className={styles.page}>
      <h1 className={widgetStyles.pageTitle}>{title}</h1>
      <section className={widgetStyles.root}>
        <h2 className={widgetStyles.title}>{heading}</h2>
        {categories.length === 0 ? (
          <p className={widgetStyles.empty}>{t("You are not following any categories.")}</p>
        ) : (
          <ul className={widgetStyles.list} aria-label={heading}>
            {categories.map((category) => (
              <li key={category.categoryID} className={`${widgetStyles.item} ${styles.item}`}>
                <div>
                  <h3 className={widgetStyles.subtitle}>
                    <Link className={widgetStyles.itemLink} to={toSitePath(category.url)}>
                      {category.name}
                    </Link>
                  </h3>
                  {category.description && <p>{category.description}</p>}
                </div>
                <LazyCategoryFollowDropDown category={category} {...(category.preferences ? { preferences: category.preferences } : {})} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Pager
        page={paging.page}
        limit={paging.limit || FOLLOWED_PAGE_LIMIT}
        {...(paging.total !== undefined ? { total: paging.total } : {})}
        hasMore={paging.next !== undefined && paging.total === undefined}
        hrefFor={(n) => (n > 1 ? `/profile/followed-content?page=${n}` : "/profile/followed-content")}
      />
    </div>
  );
}
