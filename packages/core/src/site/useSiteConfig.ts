import type { SiteConfig } from "@quorum/api";
import { useBootstrap } from "./useBootstrap";

/** The site's public configuration (`garden.title`, `registration.enabled`, ...). */
export function useSiteConfig(): SiteConfig {
  return useBootstrap().config;
}
