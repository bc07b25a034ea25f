import type { SiteConfig } from "./SiteConfig";
import type { PermissionsPayload } from "./Permissions";
import type { CurrentUser } from "./User";

/** An enabled add-on as the page is told about it at load (spec: "inlined at page load"). */
export interface EnabledAddon {
  key: string;
  version: string;
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
}
