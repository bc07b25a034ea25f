import { Socket } from "node:net";
import type { FastifyRequest } from "fastify";
import { requestTurns } from "./requestTurns";

/**
 * An `onRequest` hook: requests read off a socket take turns (`requestTurns`). The server render's
 * own in-process API requests (`app.inject`, no socket) run within their page's turn.
 */
export function takeTurns(): (request: FastifyRequest) => Promise<void> {
  const nextTurn = requestTurns();
  return async (request) => {
    if (request.raw.socket instanceof Socket) await nextTurn();
  };
}
