import type { FastifyRequest } from "fastify";

/**
 * Tells the open pages of some members that their counts changed (a message came, a conversation
 * was read), through the same event stream as notifications: every process holding one of their
 * streams sends them their counts afresh.
 */
export async function announceCounts(request: FastifyRequest, userIDs: readonly number[]): Promise<void> {
  if (userIDs.length === 0) return;
  await request.server.quorum.notifications.publish(userIDs.map((userID) => [userID] as const));
}
