/** Public configuration the client reads (`GET /config`, spec §3 "Config"). */
export interface SiteConfig {
  "garden.title": string;
  "garden.description": string;
  "garden.cookie.name": string;
  "garden.cookie.path": string;
  "ui.editContentTimeout": number;
  "signatures.enabled": boolean;
  /** Signatures are hidden at mobile widths (spec §9). */
  "signatures.hideMobile"?: boolean;
  /** Max height in px of a signature's images; 0 = unlimited (spec §9). */
  "signatures.imageMaxHeight"?: number;
  "tagging.enabled": boolean;
  "registration.enabled": boolean;
  [key: string]: unknown;
}
