import { Link, t, useApiClient, useQuery, visuallyHidden, type UserCardDetailsProps } from "@quorum/core";
import type { ReactNode } from "react";
import { BadgeIcon } from "../BadgeIcon";
import { badgeQueries } from "../badgeQueries";

/** How many badges the card shows; the rest are on the profile's Badges tab. */
const SHOWN = 5;

/**
 * The member's badges in the user card (core's `userCard.details` slot): a few icons, newest
 * first, each a link to its badge with the badge's name as its accessible text (and tooltip),
 * and 'All badges' to the profile's Badges tab when there are more. Nothing for a member with none
 * (the card stays as it was) or while loading.
 */
export default function UserCardBadges({ user }: UserCardDetailsProps): ReactNode {
  const api = useApiClient();
  const query = useQuery(badgeQueries.ofUser(api, user.userID));
  const badges = query.data;
  if (!badges || badges.length === 0) return null;
  return (
    <section aria-label={t("Badges")} style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 6, marginTop: 8 }}>
      <ul style={{ listStyle: "none", padding: 0, margin: 0, display: "flex", gap: 6 }}>
        {badges.slice(0, SHOWN).map((badge) => (
          <li key={badge.badgeID}>
            <Link to={badge.url} title={badge.name}>
              <BadgeIcon icon={badge.icon} size={28} />
              <span className={visuallyHidden}>{badge.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {badges.length > SHOWN && <Link to={`/profile/badges/${encodeURIComponent(user.name)}`}>{t("All badges")}</Link>}
    </section>
  );
}
