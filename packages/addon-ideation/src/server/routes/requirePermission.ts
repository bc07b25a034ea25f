import { hasPermission } from "@quorum/api";
import { forbidden, type Viewer } from "@quorum/server";

/** 403 unless the viewer holds the (global) permission. */
export function requirePermission(viewer: Viewer, permission: string): void {
  if (!hasPermission(viewer.permissions, permission)) throw forbidden();
}
