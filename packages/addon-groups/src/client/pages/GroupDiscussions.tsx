import { Link, Pager, t, useApiClient, useQuery, useSearchParams, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import type { Group } from "../../shared/Group";
import { groupQueries } from "../groupQueries";

/** Discussions per page of a group's list. */
const LIMIT = 10;

/**
 * The group's discussions, newest activity first, paged by `?page=` (those who may read the group
 * only), and 'New Discussion' for its leaders and members: the forum's new-post form in the group
 * (`/post/discussion/social-groups?groupid=N`, spec §2).
 */
export function GroupDiscussions({ group }: { group: Group }): ReactNode {
  const api = useApiClient();
  const [search] = useSearchParams();
  const page = Math.max(1, Number(search.get("page")) || 1);
  const { categoryID } = group;
  const list = useQuery({ ...groupQueries.discussions(api, categoryID ?? 0, page, LIMIT), enabled: categoryID !== null });
  const member = group.viewer.status === "leader" || group.viewer.status === "member";
  const discussions = categoryID === null ? [] : (list.data?.discussions ?? null);
  return (
    <section aria-label={t("Discussions")}>
      <h2 className={widgetStyles.title}>{t("Discussions")}</h2>
      {member ? (
        <p>
          <Link to={`/post/discussion/social-groups?groupid=${group.groupID}`}>{t("New Discussion")}</Link>
        </p>
      ) : null}
      {discussions === null ? null : discussions.length === 0 ? (
        <p>{t("No discussions were found.")}</p>
      ) : (
        <ul className={widgetStyles.list}>
          {discussions.map((discussion) => (
            <li key={discussion.discussionID} className={widgetStyles.item}>
              <Link to={discussion.url}>{discussion.name}</Link>{" "}
              <small>{discussion.countComments === 1 ? t("1 comment") : t("{count} comments", { count: discussion.countComments })}</small>
            </li>
          ))}
        </ul>
      )}
      {list.data ? (
        <Pager
          page={page}
          limit={LIMIT}
          total={list.data.paging?.total}
          hasMore={list.data.paging?.next !== undefined}
          hrefFor={(p) => `${group.url}?page=${p}`}
        />
      ) : null}
    </section>
  );
}
