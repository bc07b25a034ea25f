import type { FastifyReply, FastifyRequest } from "fastify";
import { contentSecurityPolicy, type FrameAncestors } from "./contentSecurityPolicy";

/** A year: browsers remember to use HTTPS only for this long after an HTTPS answer. */
const HSTS = "max-age=31536000";

/**
 * onSend hook giving every answer (pages, the API, built files, errors) the security headers:
 * `nosniff`, `Referrer-Policy`, a Content-Security-Policy unless the route set its own (pages set
 * theirs with the request's nonce, uploads a sandbox), `X-Frame-Options` for browsers without
 * `frame-ancestors`, and HSTS when the request came over HTTPS (X-Forwarded-Proto counts only
 * when the app trusts its proxy: `request.protocol`).
 */
export function securityHeaders(frameAncestors: FrameAncestors) {
  const fallbackPolicy = contentSecurityPolicy({ frameAncestors });
  const denyFraming = frameAncestors.length === 1 && frameAncestors[0] === "'none'";
  return async function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", fallbackPolicy);
    if (denyFraming) reply.header("x-frame-options", "DENY");
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    return payload;
  };
}
