import { API_BASE, REQUESTED_WITH_HEADER } from "@quorum/api";
import type { FastifyRequest } from "fastify";
import { forbidden } from "../errors/forbidden";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * onRequest hook refusing cross-site mutations of the API: a POST/PUT/PATCH/DELETE under
 * `/api/v2` must carry `X-Requested-With` (a header a cross-site form cannot send and a cross-site
 * script cannot add without a CORS preflight this server never grants) and, when the browser
 * sends `Origin`, come from this very host.
 */
export async function csrfGuard(request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method) || !isApiPath(request.url)) return;
  if (!request.headers[REQUESTED_WITH_HEADER]) {
    throw forbidden("Permission Problem", "The request is missing the X-Requested-With header.");
  }
  const origin = request.headers.origin;
  if (origin !== undefined && originHost(origin) !== withoutDefaultPort(request.host)) {
    throw forbidden("Permission Problem", "The request came from another site.");
  }
}

function isApiPath(url: string): boolean {
  if (!url.startsWith(API_BASE)) return false;
  const next = url.charAt(API_BASE.length);
  return next === "" || next === "/" || next === "?";
}

function withoutDefaultPort(host: string): string {
  return host.replace(/:(80|443)$/, "");
}

function originHost(origin: string): string | null {
  try {
    // URL drops the scheme's default port, so "https://a.example" and Host "a.example:443" agree.
    return new URL(origin).host;
  } catch {
    return null; // "null" (sandboxed frames, privacy redirects) or garbage: never same-origin.
  }
}
