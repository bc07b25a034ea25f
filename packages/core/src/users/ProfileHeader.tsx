import type { User } from "@quorum/api";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation";
import { Link } from "../router/Link";
import * as styles from "./ProfileHeader.css";
import { UserCardContent } from "./UserCardContent";

/** A tab of the profile page, as the server lists the enabled features' tabs for this user. */
export interface ProfileHeaderTab {
  id: string;
  name: string;
  url: string;
}

export interface ProfileHeaderProps {
  /** The user as the viewer may see them; null outside a profile page. */
  user: (User & { countDiscussions?: number; countComments?: number }) | null;
  view?: "full" | "restricted";
  /** The shown tab's id ("" for the default tab). */
  tab?: string;
  tabs?: ProfileHeaderTab[];
}

/**
 * The profile page's header (`react.profile.header`, the framework's): the person as their card
 * shows them, the name as the page's heading, and the tabs the enabled features offer (the
 * forum's activity, discussions, comments, reactions). The restricted view of a private or banned
 * profile shows no tabs: they would list nothing.
 */
export default function ProfileHeader({ user, view = "full", tab = "", tabs = [] }: ProfileHeaderProps): ReactNode {
  const { t } = useTranslation();
  if (!user) return null;
  return (
    <div className={styles.header}>
      <UserCardContent user={user} view={view} headingLevel={1} showProfileLink={false} />
      {view === "full" && tabs.length > 0 && (
        <nav aria-label={t("Profile")}>
          <ul className={styles.tabs}>
            {tabs.map((item) => (
              <li key={item.id}>
                <Link className={styles.tab} to={item.url} aria-current={item.id === tab ? "page" : undefined}>
                  {t(item.name)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
