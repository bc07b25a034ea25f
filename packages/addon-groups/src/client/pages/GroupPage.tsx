import {
  ApiError,
  ErrorBoundary,
  ErrorPage,
  t,
  themeVars,
  useApiClient,
  useDocumentTitle,
  useParams,
  useQuery,
  useSuspenseQuery,
  widgetStyles,
} from "@quorum/core";
import type { ReactNode } from "react";
import { groupQueries } from "../groupQueries";
import { GroupActions } from "./GroupActions";
import { GroupDiscussions } from "./GroupDiscussions";
import { LeaderPanel } from "./LeaderPanel";
import { MemberList } from "./MemberList";
import { PRIVACY_LABELS } from "./PRIVACY_LABELS";

const frame = { maxWidth: 960, margin: "0 auto", padding: `0 ${themeVars["page-gutter"]} 32px` };

/**
 * `/groups/{groupID}`: the group's banner, about, the viewer's join/leave/request buttons, its
 * members (to those who may read it) and, for its leaders, requests and invitations. A group the
 * viewer may not know of is the API's 404, shown as a missing page.
 */
export default function GroupPage(): ReactNode {
  const groupID = Number(useParams<"groupID">().groupID);
  // A group the viewer may not know of is missing to them: the "Group not found" page, not the add-on's error box.
  return (
    <ErrorBoundary
      fallback={(error) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 422)) return <ErrorPage status={404} type="Group" />;
        throw error;
      }}
    >
      <GroupView groupID={groupID} />
    </ErrorBoundary>
  );
}

function GroupView({ groupID }: { groupID: number }): ReactNode {
  const api = useApiClient();
  const { data: group } = useSuspenseQuery(groupQueries.one(api, groupID));
  const members = useQuery({ ...groupQueries.members(api, groupID), enabled: group.viewer.canRead });
  useDocumentTitle(group.name);
  return (
    <div className={widgetStyles.root}>
      {group.bannerUrl ? <img src={group.bannerUrl} alt="" style={{ width: "100%", maxHeight: 240, objectFit: "cover", display: "block" }} /> : null}
      <div style={frame}>
        <h1 className={widgetStyles.pageTitle} style={{ display: "flex", alignItems: "center", gap: 12, marginTop: 24 }}>
          {group.iconUrl ? <img src={group.iconUrl} alt="" width={48} height={48} /> : null}
          {group.name}
        </h1>
        <p>
          {t(PRIVACY_LABELS[group.privacy])} · {group.countMembers === 1 ? t("1 member") : t("{count} members", { count: group.countMembers })}
        </p>
        <GroupActions group={group} />
        <section aria-label={t("About")}>
          <h2 className={widgetStyles.title}>{t("About")}</h2>
          <p>{group.description || t("No description.")}</p>
        </section>
        {group.viewer.canRead ? <GroupDiscussions group={group} /> : null}
        {group.viewer.canRead && members.data ? <MemberList group={group} members={members.data} /> : null}
        {group.viewer.canManage ? <LeaderPanel group={group} /> : null}
      </div>
    </div>
  );
}
