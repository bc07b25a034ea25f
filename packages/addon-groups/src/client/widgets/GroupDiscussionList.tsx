import { Link, Pager, t, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import type { GroupDiscussionsWidgetProps } from "../../shared/widgets";

/**
 * `react.groups.discussions`: the group's discussions, newest activity first, paged by `?page=`
 * (to those who may read the group), and 'New Discussion' for its leaders and members: the
 * forum's new-post form in the group (`/post/discussion/social-groups?groupid=N`, spec §2).
 */
export default function GroupDiscussionList({ group, discussions, paging }: GroupDiscussionsWidgetProps): ReactNode {
  if (!group || discussions === null) return null;
  const member = group.viewer.status === "leader" || group.viewer.status === "member";
  return (
    <section className={widgetStyles.root} aria-label={t("Discussions")}>
      <h2 className={widgetStyles.title}>{t("Discussions")}</h2>
      {member ? (
        <p>
          <Link to={`/post/discussion/social-groups?groupid=${group.groupID}`}>{t("New Discussion")}</Link>
        </p>
      ) : null}
      {discussions.length === 0 ? (
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
      <Pager page={paging.page} limit={paging.limit} total={paging.total} hrefFor={(page) => `${group.url}?page=${page}`} />
    </section>
  );
}
