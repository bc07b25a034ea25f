import { profilePath, type User } from "@quorum/api";
import { lazy, Suspense, type ReactNode } from "react";
import { Slot } from "../addons/Slot";
import { Link } from "../router/Link";
import { useCurrentUser } from "../site/useCurrentUser";
import { useSiteConfig } from "../site/useSiteConfig";
import { usePermission } from "../site/usePermission";
import { useTranslation } from "../i18n/useTranslation";
import { Avatar } from "../ui/Avatar";
import { buttonRecipe } from "../ui/Button.css";
import { DateTime } from "../ui/DateTime";
import { Label } from "../ui/Label";
import * as styles from "./UserCard.css";
import { coreSlots } from "./coreSlots";
import { userLabel } from "./userLabel";

// Signed-in viewers only: a guest's page never loads it.
const BlockButton = lazy(() => import("./BlockButton"));

export interface UserCardContentProps {
  /** The user as `GET /users/{id}` answered (the forum adds `countDiscussions`, `countComments`). */
  user: User & { countDiscussions?: number; countComments?: number };
  /** "restricted": a private or banned profile to a viewer without personalInfo.view (spec §6). */
  view: "full" | "restricted";
  /** The name as the page's heading (the profile page) rather than the card's. */
  headingLevel: 1 | 2;
  /** The card links to the profile page; the profile page itself does not. */
  showProfileLink: boolean;
}

/**
 * A person as the user card and the profile header show them (spec §3 user fragment, §8 texts):
 * photo, name, label, a feature's label for the user (a rank: `user.label`, not translated), and
 * — in the full view — title, email (when answered), counts, dates; the
 * restricted view says why there is nothing more. On the card (not the profile page), in the full
 * view, add-ons' items of `coreSlots.userCardDetails` follow the facts. The Message button only when conversations are
 * enabled, the viewer is signed in, may start one and is not banned, and the user is someone else
 * who is not banned (spec §6); Block / Unblock to any signed-in viewer looking at someone else.
 */
export function UserCardContent({ user, view, headingLevel, showProfileLink }: UserCardContentProps): ReactNode {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const viewer = useCurrentUser();
  const conversations = config["conversationsEnabled"] === true;
  const someoneElse = viewer.userID > 0 && viewer.userID !== user.userID;
  const canAdd = usePermission("conversations.add");
  const canMessage = conversations && someoneElse && canAdd && viewer.banned !== 1 && user.banned !== 1;
  const canBlock = conversations && someoneElse;
  const label = userLabel(user, "loaded");
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const full = view === "full";
  return (
    <div className={styles.card}>
      <Avatar photoUrl={user.photoUrl} name={user.name} size="large" decorative />
      <Heading className={styles.name}>{user.name}</Heading>
      {label && <Label caps>{t(label)}</Label>}
      {user.label && <Label tone={user.labelStyle ?? "plain"}>{user.label}</Label>}
      {user.banned === 1 && <p className={styles.notice}>{t("This user has been banned.")}</p>}
      {!full && user.private === true && user.banned !== 1 && <p className={styles.notice}>{t("This user's profile is private.")}</p>}
      {full && user.title && <p className={styles.notice}>{user.title}</p>}
      {full && user.email && (
        <p className={styles.facts}>
          <a href={`mailto:${user.email}`}>{user.email}</a>
        </p>
      )}
      {full && (user.countDiscussions !== undefined || user.countComments !== undefined) && (
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t("Discussions")}</dt>
            <dd className={styles.statValue}>{user.countDiscussions ?? 0}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t("Comments")}</dt>
            <dd className={styles.statValue}>{user.countComments ?? 0}</dd>
          </div>
        </dl>
      )}
      {full && (
        <p className={styles.facts}>
          {t("Joined")} <DateTime date={user.dateInserted} />
          {user.dateLastActive && (
            <>
              {" · "}
              {t("Last active")} <DateTime date={user.dateLastActive} />
            </>
          )}
        </p>
      )}
      {full && showProfileLink && <Slot slot={coreSlots.userCardDetails} props={{ user }} />}
      {(showProfileLink || canMessage || canBlock) && (
        <div className={styles.actions}>
          {showProfileLink && (
            <Link className={buttonRecipe({ variant: "standard" })} to={profilePath(user.name)}>
              {t("View Profile")}
            </Link>
          )}
          {canMessage && (
            <Link className={buttonRecipe({ variant: "primary" })} to={`/messages/add/${encodeURIComponent(user.name)}`}>
              {t("Message")}
            </Link>
          )}
          {canBlock && (
            <Suspense fallback={null}>
              <BlockButton user={user} />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
