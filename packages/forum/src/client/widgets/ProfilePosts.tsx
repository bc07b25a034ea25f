import { DateTime, Link, Pager, t, useLocation, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import type { ProfilePostsWidgetProps } from "../../contract/widgetProps";
import * as styles from "./ProfilePosts.css";

export type { ProfilePostsWidgetProps };

// Nothing from the forum's shared chunk (its post body, its list pager's addresses): a widget that
// imports it names that chunk and its dependencies in its preload list in the forum's
// descriptor, which is at its 2 kB budget.

/** Page `page` of the tab at `pathname` + `search`, its other query parameters kept. */
function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set("page", String(page));
  else params.delete("page");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The empty text of each tab. */
const EMPTY: Readonly<Record<string, string>> = {
  discussions: "No discussions were found.",
  comments: "No comments were found.",
  reactions: "No posts were found.",
};

/**
 * `react.profile.posts`: the posts a profile tab lists (its activity, discussions, comments or
 * the posts that received a reaction), each with its discussion's title, where and when, and its
 * text; the reactions tab offers the reaction types; a numbered pager through the page's
 * address. Nothing at all for the restricted view of a private or banned profile (`posts` null).
 */
export default function ProfilePostsWidget({ posts, tab, userName, paging, reactions, reaction }: ProfilePostsWidgetProps): ReactNode {
  const { pathname, search } = useLocation();
  if (posts === null) return null;
  const base = `/profile/reactions/${encodeURIComponent(userName)}`;
  return (
    <section className={widgetStyles.root}>
      {reactions && (
        <nav aria-label={t("Reactions")}>
          <ul className={styles.reactions}>
            {reactions.map((choice) => (
              <li key={choice.urlcode}>
                <Link
                  className={styles.reaction}
                  to={`${base}?reaction=${encodeURIComponent(choice.urlcode)}`}
                  aria-current={choice.urlcode === reaction ? "page" : undefined}
                >
                  {t(choice.name)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {posts.length === 0 ? (
        <p className={widgetStyles.empty}>{t(EMPTY[tab] ?? "No posts were found.")}</p>
      ) : (
        <ul className={widgetStyles.list}>
          {posts.map((post) => (
            <li key={`${post.recordType}-${post.recordID}`} className={widgetStyles.item}>
              <h2 className={widgetStyles.subtitle}>
                <Link className={widgetStyles.itemLink} to={post.url}>
                  {post.recordType === "comment" ? t("Re: {name}", { name: post.name }) : post.name}
                </Link>
              </h2>
              <div className={styles.meta}>
                <DateTime date={post.dateInserted} />
                {post.category && <Link to={post.category.url}>{post.category.name}</Link>}
                {post.countReactions !== undefined && <span>{t("{count} reactions", { count: post.countReactions })}</span>}
              </div>
              {post.excerpt !== undefined && <p className={styles.excerpt}>{post.excerpt}</p>}
              {/* The server's sanitized HTML of the comment (as the thread shows it), never typed text. */}
              {post.body !== undefined && <div className={styles.excerpt} dangerouslySetInnerHTML={{ __html: post.body }} />}
            </li>
          ))}
        </ul>
      )}
      <Pager page={paging.page} limit={paging.limit} total={paging.total} hrefFor={(page) => pageHref(pathname, search, page)} />
    </section>
  );
}
