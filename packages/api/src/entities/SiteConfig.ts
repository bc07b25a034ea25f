/** Public configuration the client reads (`GET /config`, spec §3 "Config"). */
export interface SiteConfig {
  "garden.title": string;
  "garden.description": string;
  "garden.cookie.name": string;
  "garden.cookie.path": string;
  "ui.editContentTimeout": number;
  "signatures.enabled": boolean;
  "tagging.enabled": boolean;
  "registration.enabled": boolean;
  [key: string]: unknown;
}
