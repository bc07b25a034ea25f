import type { FastifyReply } from "fastify";
import { absoluteUserUrls, requestOrigin } from "./absoluteUserUrls";

/** Text longer than this is encoded on its own rather than in the shared scratch space (which would keep 3× its size). */
const MAX_SCRATCH_TEXT = 1 << 20;
let scratch = Buffer.allocUnsafe(96 * 1024);

/**
 * Sends `value` as Fastify would (`application/json; charset=utf-8`, the same JSON text), but as
 * UTF-8 bytes encoded once. Given text, Fastify measures its UTF-8 length for Content-Length and
 * the socket then encodes it again; a JSON text holding any character above U+00FF (an excerpt's
 * "…") is stored two bytes a character, which both passes walk slowly — ~30 µs each for a page of
 * discussions (30 kB). Here it is written into reused memory and copied out at its exact length.
 * For large answers on busy routes; onSend hooks still see the payload (as a Buffer). Users' links
 * and photos are made absolute, as the API's other answers are (`absoluteUserUrls`).
 */
export function sendJson(reply: FastifyReply, value: object): FastifyReply {
  const text = JSON.stringify(absoluteUserUrls(value, requestOrigin(reply.request)));
  let bytes: Buffer;
  if (text.length > MAX_SCRATCH_TEXT) {
    bytes = Buffer.from(text, "utf8");
  } else {
    // At most 3 bytes per UTF-16 unit (a surrogate pair's 4 bytes are 2 units).
    if (scratch.length < text.length * 3) scratch = Buffer.allocUnsafe(text.length * 3);
    bytes = Buffer.from(scratch.subarray(0, scratch.write(text, 0, "utf8")));
  }
  return reply.type("application/json; charset=utf-8").send(bytes);
}
