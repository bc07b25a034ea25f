import { Link, t, themeVars, useApiClient, useDocumentTitle, usePermission, useQuery, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import { pointsLabel } from "../../shared/Badge";
import { BadgeIcon } from "../BadgeIcon";
import { badgeQueries } from "../badgeQueries";

const frame = { maxWidth: 960, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };

/** `/badges`: every badge with its icon, description, points and how many members hold it. */
export default function BadgesPage(): ReactNode {
  const api = useApiClient();
  const canManage = usePermission("badges.manage");
  const badges = useQuery(badgeQueries.list(api));
  useDocumentTitle(t("Badges"));
  return (
    <div className={widgetStyles.root} style={frame}>
      <h1 className={widgetStyles.pageTitle}>{t("Badges")}</h1>
      {canManage ? (
        <p>
          <Link to="/badges/manage">{t("Manage Badges")}</Link>
        </p>
      ) : null}
      {badges.data ? (
        <ul style={{ listStyle: "none", padding: 0, display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))" }}>
          {badges.data.map((badge) => (
            <li key={badge.badgeID} style={{ display: "flex", gap: 12, alignItems: "flex-start" }}>
              <BadgeIcon icon={badge.icon} />
              <div>
                <Link to={badge.url}>
                  <strong>{badge.name}</strong>
                </Link>
                <div>{badge.description}</div>
                <div>
                  {pointsLabel(badge.points)} · {badge.countUsers === 1 ? t("1 member") : t("{count} members", { count: badge.countUsers })}
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
