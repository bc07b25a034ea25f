import { forbidden, requirePermission } from "@quorum/server";
import type { FastifyRequest } from "fastify";

/** The permission to start conversations and write in them (declared by the forum, spec §6). */
const ADD_PERMISSION = "conversations.add";

/** 403 unless the viewer holds `conversations.add` and is not banned (guests hold neither). */
export function requireMaySend(request: FastifyRequest): void {
  requirePermission(request, ADD_PERMISSION);
  if (request.viewer.user.banned === 1) throw forbidden("Permission Problem", "Banned members cannot send messages.");
}
