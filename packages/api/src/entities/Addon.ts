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
  /** Why it cannot be enabled on this site (made for another core version); absent when it can. */
  problem?: string;
}
