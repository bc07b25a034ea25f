import type { FastifyRequest } from "fastify";
import { requestOrigin } from "../http/absoluteUserUrls";

/** The site's public origin as configured (`QUORUM_PUBLIC_URL`), if it is. */
export function configuredOrigin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.QUORUM_PUBLIC_URL?.trim();
  return configured ? new URL(configured).origin : undefined;
}

/**
 * The origin of links the site emails: `QUORUM_PUBLIC_URL` when set (it should be, in production:
 * otherwise the request's Host header decides, and a forged one would send a member a link to
 * another site), the request's origin otherwise.
 */
export function linkOrigin(request: FastifyRequest, env: NodeJS.ProcessEnv = process.env): string {
  return configuredOrigin(env) ?? requestOrigin(request);
}
