import { usePermission, useSiteConfig } from "@quorum/core";

/** Whether the user may report posts: flag.add on a site with escalations (`feature.escalations.Enabled`, spec §6). */
export function useMayReport(): boolean {
  const config = useSiteConfig();
  return usePermission("flag.add") && config["feature.escalations.Enabled"] === true;
}
