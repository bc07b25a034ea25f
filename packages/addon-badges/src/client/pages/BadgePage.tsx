import {
  ErrorBoundary,
  Link,
  missingAs404,
  t,
  themeVars,
  useApiClient,
  useDocumentTitle,
  useParams,
  usePermission,
  useQuery,
  useSuspenseQuery,
  widgetStyles,
} from "@quorum/core";
import type { ReactNode } from "react";
import { profilePath } from "@quorum/api";
import { pointsLabel } from "../../shared/Badge";
import { BadgeIcon } from "../BadgeIcon";
import { badgeQueries } from "../badgeQueries";
import { BadgeRequestForm } from "./BadgeRequestForm";
import { PendingRequests } from "./PendingRequests";

const frame = { maxWidth: 960, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };

/**
 * `/badges/{badgeID}`: the badge, who holds it, the request button for a requestable one, and
 * for moderators the pending requests to approve or deny. A missing badge is the missing page.
 */
export default function BadgePage(): ReactNode {
  const badgeID = Number(useParams<"badgeID">().badgeID);
  return (
    <ErrorBoundary fallback={missingAs404("Badge")}>
      <BadgeView badgeID={badgeID} />
    </ErrorBoundary>
  );
}

function BadgeView({ badgeID }: { badgeID: number }): ReactNode {
  const api = useApiClient();
  const { data: badge } = useSuspenseQuery(badgeQueries.one(api, badgeID));
  const holders = useQuery(badgeQueries.holders(api, badgeID));
  const canModerate = usePermission("badges.moderate");
  useDocumentTitle(badge.name);
  return (
    <div className={widgetStyles.root} style={frame}>
      <h1 className={widgetStyles.pageTitle} style={{ display: "flex", alignItems: "center", gap: 12 }}>
        <BadgeIcon icon={badge.icon} size={56} />
        {badge.name}
      </h1>
      <p>{badge.description}</p>
      <p>{pointsLabel(badge.points)}</p>
      {badge.requestable ? <BadgeRequestForm badgeID={badgeID} holders={holders.data ?? []} /> : null}
      {canModerate && badge.requestable ? <PendingRequests badgeID={badgeID} /> : null}
      <section aria-label={t("Members with this badge")}>
        <h2 className={widgetStyles.title}>{t("Members with this badge")}</h2>
        {holders.data && holders.data.length === 0 ? <p>{t("Nobody has this badge yet.")}</p> : null}
        <ul>
          {(holders.data ?? []).map((holder) => (
            <li key={holder.userID}>
              <Link to={profilePath(holder.name)}>{holder.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <Link to="/badges">{t("All Badges")}</Link>
      </p>
    </div>
  );
}
