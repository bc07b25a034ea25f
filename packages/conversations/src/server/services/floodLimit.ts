import { hasPermission } from "@quorum/api";
import type { FastifyRequest } from "fastify";
import { FLOOD_SETTING } from "../CONVERSATION_SETTINGS";

/**
 * Counts a new conversation by the viewer and refuses a flood (429, Retry-After, a message saying
 * when) past the `conversations.maxPerMinute` setting, in the framework's throttle so every process
 * counts together. Staff (`community.moderate`) are not counted, as the forum's posting limit does.
 */
export async function floodLimit(request: FastifyRequest): Promise<void> {
  if (hasPermission(request.viewer.permissions, "community.moderate")) return;
  const { quorum } = request.server;
  const limit = Number((await quorum.config.all())[FLOOD_SETTING] ?? 5);
  await quorum.throttle.take(
    { scope: "conversations", limit, windowMs: 60_000, message: (wait) => `You are starting conversations too quickly. Try again in ${wait}.` },
    `user:${request.viewer.user.userID}`,
  );
}
