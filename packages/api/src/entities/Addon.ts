/** An installed add-on as `GET /addons` reports it (spec §3 "Addon"). */
export interface Addon {
  addonID: string;
  key: string;
  type: "addon" | "theme" | "locale";
  name: string;
  description: string;
  version: string;
  enabled: boolean;
  /** Turned on for good (the forum itself): site managers cannot switch it off. */
  alwaysOn: boolean;
  /**
   * Why it cannot be enabled on this site (made for another core version, or a feature it requires
   * is missing, out of range or disabled); absent when it can.
   */
  problem?: string;
  /** The features it builds on: add-on key -> semver range of their version. */
  requires: Record<string, string>;
  /** The permissions it declares, for site managers editing roles. */
  permissions: AddonPermission[];
}

/** A permission an add-on declares (`definePermission`), as `GET /addons` lists it. */
export interface AddonPermission {
  name: string;
  /** "category": may be granted per category as well as site-wide. */
  scope: "global" | "category";
  /** Role types that hold it on a new site. */
  defaultRoles: string[];
  description: string;
}
