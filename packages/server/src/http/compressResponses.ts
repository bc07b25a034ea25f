import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { preferredEncoding } from "./preferredEncoding";

export interface CompressOptions {
  /** Bodies shorter than this (bytes) go out as they are: compressing them saves less than it costs. */
  threshold?: number;
}

/** Text the site answers with: HTML pages, JSON, scripts, SVG. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/;

/**
 * Speeds chosen for answers made per request (a page, a JSON list): measured on a discussion page
 * (56 kB of HTML) brotli quality 4 took 0.3 ms and gave 6.5 kB (quality 11: ~40 ms); gzip level 6
 * 0.3 ms and 6.8 kB. Files that never change are compressed once at build time instead, at the
 * highest settings (apps/web's `precompressAssets`).
 */
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 4 };
const GZIP_LEVEL = 6;

/**
 * An `onSend` hook compressing text answers of at least `threshold` bytes (1 kB) for clients that
 * accept it: brotli, else gzip, per the request's Accept-Encoding; `Vary: Accept-Encoding` on every
 * answer the choice was made for. Only bodies already whole in memory (a string or a Buffer: the
 * server-rendered page, `sendJson`, Fastify's serialized JSON); streams (static files, which come
 * precompressed) and answers that already have a Content-Encoding pass through. Compression runs
 * synchronously: for bodies of this size the thread pool's round trip costs about what the work
 * does, and the request's work stays in its own turn (`takeTurns`).
 */
export function compressResponses({ threshold = 1024 }: CompressOptions = {}) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (request.method === "HEAD" || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (reply.hasHeader("content-encoding")) return payload;
    const type = reply.getHeader("content-type");
    if (typeof type !== "string" || !COMPRESSIBLE.test(type)) return payload;
    const length = typeof payload === "string" ? Buffer.byteLength(payload) : payload.length;
    if (length < threshold) return payload;

    varyOnAcceptEncoding(reply);
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (!encoding) return payload;
    const body =
      encoding === "br"
        ? brotliCompressSync(payload, { params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: length } })
        : gzipSync(payload, { level: GZIP_LEVEL });
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    return body;
  };
}

function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader("vary");
  const current = Array.isArray(vary) ? vary.join(", ") : typeof vary === "string" ? vary : "";
  if (current === "") reply.header("vary", "accept-encoding");
  else if (!/(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i.test(current)) reply.header("vary", `${current}, accept-encoding`);
}
