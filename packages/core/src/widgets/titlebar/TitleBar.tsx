import { useEffect, useId, useState } from "react";
import type { ReactNode } from "react";
import { useLocation } from "../../router/useLocation";
import { profilePath } from "@quorum/api";
import { useAddonRegistry } from "../../addons/useAddonRegistry";
import { LazyBoundary } from "../../early/LazyBoundary";
import { Link } from "../../router/Link";
import { signInPath } from "../../router/signInPath";
import { t } from "../../i18n/t";
import { SearchForm } from "../../search/SearchForm";
import { useBootstrap } from "../../site/useBootstrap";
import { useCurrentUser } from "../../site/useCurrentUser";
import { useSiteConfig } from "../../site/useSiteConfig";
import { Avatar } from "../../ui/Avatar";
import * as styles from "./TitleBar.css";
import { useNavItems } from "./useNavItems";

export interface TitleBarProps {
  logo?: { imageUrl?: string; url?: string };
}

interface EntryLink {
  label: string;
  href: string;
}

/**
 * The site's title bar (spec §2): skip link, logo, the add-ons' navigation, the
 * search box (`SearchForm`, its compact variant at small widths), the user box
 * (member: the user toolbar and account box, `UserToolbar`; guest: the sign-in icon link and,
 * when registration is open, Register).
 * At 800 px and below the navigation folds into a menu opened by a button.
 */
export default function TitleBar({ logo }: TitleBarProps): ReactNode {
  const config = useSiteConfig();
  const user = useCurrentUser();
  const location = useLocation();
  const navItems = useNavItems();
  // The add-ons' per-viewer groups (a site's sections) come as data in the bootstrap (`SiteBootstrap.navGroups`).
  const navGroups = useBootstrap().navGroups ?? [];
  // Members only, and loaded like a widget (core's descriptor): a guest's page never fetches the toolbar's code.
  const UserToolbar = useAddonRegistry().getWidget("UserToolbar");
  const [open, setOpen] = useState(false);
  const panelID = useId();
  const title = config["garden.title"] || "Quorum";
  const signedIn = user.userID > 0;

  // A navigation closes the menu.
  useEffect(() => setOpen(false), [location.pathname]);

  const here = location.pathname + location.search;
  const avatar = <Avatar photoUrl={user.photoUrl} name={user.name} size="small" decorative />;
  const memberLink = (
    <Link className={styles.userName} to={profilePath(user.name)}>
      {avatar}
      {user.name}
    </Link>
  );
  const entries: EntryLink[] = signedIn
    ? [{ label: t("Sign Out"), href: "/entry/signout" }]
    : [{ label: t("Sign In"), href: signInPath(here) }, ...(config["registration.enabled"] ? [{ label: t("Register"), href: "/entry/register" }] : [])];
  const isCurrent = (url: string) => location.pathname === url || location.pathname.startsWith(`${url}/`);
  // In a group, the link the page is under: the longest url the path starts with ("/" where no other is).
  const groupCurrent = (links: readonly { url: string }[]) =>
    links.reduce<string | undefined>((best, { url }) => ((url === "/" || isCurrent(url)) && url.length > (best?.length ?? -1) ? url : best), undefined);
  const groupLinks = (className: string, wrap: boolean) =>
    navGroups.map((group) => {
      const current = groupCurrent(group.links);
      const links = group.links.map((link) => {
        const anchor = (
          // The groups' addresses are the whole site's (the switcher's 'Whole Site' leaves a section).
          <Link key={link.url} className={className} to={link.url} siteAddress aria-current={link.url === current ? "page" : undefined}>
            {link.name}
          </Link>
        );
        return wrap ? <li key={link.url}>{anchor}</li> : anchor;
      });
      return (
        <nav key={group.id} className={wrap ? undefined : styles.groupNav} aria-label={t(group.label)}>
          {wrap ? <ul className={styles.panelList}>{links}</ul> : links}
        </nav>
      );
    });

  return (
    <header className={styles.bar}>
      <a className={styles.skipLink} href="#MainContent">
        {t("Skip to content")}
      </a>
      <div className={styles.inner}>
        <Link className={styles.logo} to={logo?.url ?? "/"} aria-label={logo?.imageUrl ? title : undefined}>
          {logo?.imageUrl ? <img className={styles.logoImage} src={logo.imageUrl} alt="" /> : title}
        </Link>
        <nav className={styles.nav} aria-label={t("Main")}>
          {navItems.map((item) => (
            <Link key={item.id} className={styles.navLink} to={item.url} aria-current={isCurrent(item.url) ? "page" : undefined}>
              {t(item.name)}
            </Link>
          ))}
        </nav>
        {groupLinks(styles.navLink, false)}
        <span className={styles.spacer} />
        {/* Spec §2: the title bar's search; at small widths a button that opens it. */}
        <SearchForm compact />
        <div className={styles.userBox}>
          {signedIn ? (
            <LazyBoundary fallback={memberLink}>{UserToolbar ? <UserToolbar avatar={avatar} /> : memberLink}</LazyBoundary>
          ) : (
            entries.map((entry, index) =>
              index === 0 ? (
                // Spec §2: signed-out visitors see a sign-in icon link.
                <a key={entry.href} className={styles.entryLink} href={entry.href} aria-label={entry.label}>
                  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                    <path
                      d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8c0-3.3 3.1-6 7-6s7 2.7 7 6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                    />
                  </svg>
                </a>
              ) : (
                <a key={entry.href} className={styles.registerLink} href={entry.href}>
                  {entry.label}
                </a>
              ),
            )
          )}
        </div>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={panelID}
          aria-label={open ? t("Close Menu") : t("Open Menu")}
          onClick={() => setOpen((value) => !value)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            {open ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>
      <div id={panelID} className={styles.panel} hidden={!open}>
        {/* Filled only while open: the closed panel costs the server render nothing. */}
        {open && (
          <>
            <ul className={styles.panelList}>
              {navItems.map((item) => (
                <li key={item.id}>
                  <Link className={styles.panelLink} to={item.url} aria-current={isCurrent(item.url) ? "page" : undefined}>
                    {t(item.name)}
                  </Link>
                </li>
              ))}
            </ul>
            {groupLinks(styles.panelLink, true)}
            <div className={styles.panelDivider} />
            <ul className={styles.panelList}>
              {signedIn && (
                <li>
                  <Link className={styles.panelLink} to={profilePath(user.name)}>
                    {user.name}
                  </Link>
                </li>
              )}
              {entries.map((entry) => (
                <li key={entry.href}>
                  <a className={styles.panelLink} href={entry.href}>
                    {entry.label}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </header>
  );
}
