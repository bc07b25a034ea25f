import { hasPermission, type PermissionCheckOptions } from "@quorum/api";
import type { FastifyRequest } from "fastify";
import { forbidden } from "../errors/forbidden";

/**
 * Throws 403 "Permission Problem" unless the viewer holds one of `names` (the shared engine of
 * spec §6, so the server enforces exactly what the client displays). Guests get 403 as well.
 */
export function requirePermission(request: FastifyRequest, names: string | readonly string[], options?: PermissionCheckOptions): void {
  if (hasPermission(request.viewer.permissions, names, options)) return;
  const list = typeof names === "string" ? [names] : names;
  throw forbidden("Permission Problem", `You need the ${list.join(" or ")} permission.`);
}
