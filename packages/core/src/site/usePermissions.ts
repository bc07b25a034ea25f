import { useContext } from "react";
import type { PermissionsPayload } from "@quorum/api";
import { NO_PERMISSIONS_PROVIDER, PermissionsContext } from "./PermissionsProvider";
import { SiteContext } from "./SiteProvider";

/** The current user's permissions, or undefined until they have loaded. */
export function usePermissions(): PermissionsPayload | undefined {
  const provided = useContext(PermissionsContext);
  const bootstrap = useContext(SiteContext);
  if (provided !== NO_PERMISSIONS_PROVIDER) return provided;
  return bootstrap?.permissions ?? undefined;
}
