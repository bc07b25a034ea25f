import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { preferredEncoding } from "./preferredEncoding";

export interface CompressOptions {
  /** Bodies shorter than this (bytes) go out as they are: compressing them saves less than it costs. */
  threshold?: number;
}

/** Text the site answers with: HTML pages, JSON, scripts, SVG. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/;

/**
 * Speeds chosen for answers made per request. Pages and other text take brotli quality 4 (a
 * discussion page, 50 kB of HTML: 0.8 ms for 8.6 kB, where quality 1 gives 10 kB; quality 11
 * ~40 ms): a page is the first paint on a slow phone, where bytes cost more than the server's
 * time. JSON takes quality 1: the API's answers are many, the app reads them after its first
 * paint, and quality 4 cost 3.5 times the CPU for 13 % fewer bytes (a list of 30 discussions,
 * 34 kB: 0.47 ms for 4.7 kB against 0.13 ms for 5.3 kB), a fifth of that list's cost on the server.
 * Files that never change are compressed once at build time instead, at the highest settings
 * (apps/web's `precompressAssets`).
 */
const BROTLI_QUALITY = { json: 1, text: 4 };
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
    const quality = JSON_TYPE.test(type) ? BROTLI_QUALITY.json : BROTLI_QUALITY.text;
    const body =
      encoding === "br"
        ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: length } })
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
