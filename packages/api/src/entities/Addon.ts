/** An installed add-on as `GET /addons` reports it (spec §3 "Addon"). */
export interface Addon {
  addonID: string;
  key: string;
  type: "addon" | "theme" | "locale";
  name: string;
  description: string;
  version: string;
  enabled: boolean;
}
