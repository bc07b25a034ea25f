import type { SiteConfig } from "./SiteConfig";
import type { PermissionsPayload } from "./Permissions";
import type { CurrentUser } from "./User";

/** An enabled add-on as the page is told about it at load (spec: "inlined at page load"). */
export interface EnabledAddon {
  key: string;
  version: string;
}

/**
 * A group of links the server makes for the viewer (a site's sections, issue 17 §5): the title bar
 * shows it as its own navigation, the link the page is under marked current (the longest `url`
 * the path starts with, so "/" is current where no other one is).
 */
export interface SiteNavGroup {
  id: string;
  /** The navigation's accessible name (English; translated with `t()` when shown). */
  label: string;
  links: { name: string; url: string }[];
}

/**
 * A site section the viewer may see (issue 17 §5, spec §2): its pages are the site's pages under its
 * address folder (`/{folder}/discussion/12`), looked up with its id and locale.
 */
export interface SiteSectionRef {
  folder: string;
  siteSectionID: number;
  locale: string;
  /** The root of its category tree (in the page bootstrap): the search page under its folder searches that tree. */
  categoryID?: number;
}

/**
 * What the server inlines into every page so it is interactive with no API request:
 * the current user, permissions, enabled add-ons, public config, theme variables and locale.
 */
export interface SiteBootstrap {
  user: CurrentUser;
  permissions: PermissionsPayload;
  addons: EnabledAddon[];
  config: SiteConfig;
  theme: { themeID: string; variables: Record<string, string> };
  locale: string;
  /** The enabled add-ons' per-viewer navigation groups (`ServerAddon.navGroup`); absent when none. */
  navGroups?: SiteNavGroup[];
  /** The site sections the viewer may see (`ServerAddon.siteSections`), whose folders the router knows; absent when none. */
  siteSections?: SiteSectionRef[];
}
