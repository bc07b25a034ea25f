import { SESSION_COOKIE } from "@quorum/api";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { NewSession } from "./SessionStore";

/**
 * Sets the session cookie: HttpOnly, SameSite=Lax, Path=/, Secure when the request came over
 * HTTPS (Fastify reads X-Forwarded-Proto only when the app trusts its proxy). Without `persist`
 * it lasts until the browser closes.
 */
export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, session: NewSession, persist = true): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: request.protocol === "https",
    ...(persist ? { expires: session.dateExpires } : {}),
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", path: "/", secure: request.protocol === "https" });
}
