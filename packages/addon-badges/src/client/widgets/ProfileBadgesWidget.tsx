import { Link, t, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import { pointsLabel } from "../../shared/Badge";
import type { ProfileBadgesWidgetProps } from "../../shared/widgets";
import { BadgeIcon } from "../BadgeIcon";

/** `react.badges.profile`: the profile's Badges tab — the member's points and badges; nothing on other tabs. */
export default function ProfileBadgesWidget({ points, badges }: ProfileBadgesWidgetProps): ReactNode {
  if (badges === null) return null;
  return (
    <section className={widgetStyles.root} aria-label={t("Badges")}>
      <p>
        <strong>{pointsLabel(points)}</strong>
      </p>
      {badges.length === 0 ? <p>{t("No badges yet.")}</p> : null}
      <ul style={{ listStyle: "none", padding: 0, display: "grid", gap: 12 }}>
        {badges.map((badge) => (
          <li key={badge.badgeID} style={{ display: "flex", gap: 12, alignItems: "center" }}>
            <BadgeIcon icon={badge.icon} />
            <div>
              <Link to={badge.url}>{badge.name}</Link>
              <div>{badge.description}</div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
