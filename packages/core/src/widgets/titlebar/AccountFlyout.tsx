import { profilePath } from "@quorum/api";
import type { ReactNode } from "react";
import { useAddonRegistry } from "../../addons/useAddonRegistry";
import { t } from "../../i18n/t";
import { useCurrentUser } from "../../site/useCurrentUser";
import { usePermissionCheck } from "../../site/usePermissionCheck";
import { DropDown } from "../../ui/DropDown";
import { DropDownItemLink } from "../../ui/DropDownItemLink";
import { DropDownSection } from "../../ui/DropDownSection";
import { accountLinksPoint } from "./accountLinksPoint";

/**
 * The My Account flyout (spec §2): the member's profile, its editing, notification preferences,
 * the links add-ons add (`accountLinksPoint`, those whose permission the member has) and Sign Out.
 */
export function AccountFlyout(): ReactNode {
  const user = useCurrentUser();
  const can = usePermissionCheck();
  const added = useAddonRegistry()
    .contributions(accountLinksPoint)
    .filter((link) => !link.permission || can(link.permission));
  return (
    <DropDown
      label={t("My Account")}
      align="right"
      buttonContent={
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8c0-3.3 3.1-6 7-6s7 2.7 7 6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      }
    >
      <DropDownSection>
        <DropDownItemLink to={profilePath(user.name)}>{t("Profile")}</DropDownItemLink>
        <DropDownItemLink to="/profile/edit">{t("Edit Profile")}</DropDownItemLink>
        <DropDownItemLink to="/notification-preferences">{t("Notification Preferences")}</DropDownItemLink>
        {added.map((link) => (
          <DropDownItemLink key={link.to} to={link.to}>
            {t(link.label)}
          </DropDownItemLink>
        ))}
      </DropDownSection>
      <DropDownSection>
        <DropDownItemLink to="/entry/signout">{t("Sign Out")}</DropDownItemLink>
      </DropDownSection>
    </DropDown>
  );
}
