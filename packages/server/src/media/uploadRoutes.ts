import { DEFAULT_PHOTO_PATH } from "@quorum/api";
import type { FastifyInstance } from "fastify";
import { defaultMediaStorage } from "./defaultMediaStorage";
import type { MediaStorage } from "./MediaStorage";
import { mediaType } from "./mediaType";
import { STORAGE_KEY_PATTERN } from "./storageKey";

const DEFAULT_PHOTO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#dddee0"/><circle cx="20" cy="15" r="7" fill="#ffffff"/><path d="M6 38c0-8 6.3-13 14-13s14 5 14 13z" fill="#ffffff"/></svg>';

/**
 * Serves uploaded files at `GET /uploads/{key}` from the media storage. Registered by the site on
 * its root (add-on routes live under /api/v2): `await app.register(uploadRoutes)`.
 * Every answer says its type and forbids sniffing another; only images, text and PDF are shown
 * in place, anything else (zip, and SVG or HTML should a site allow them) is a download, and a
 * sandboxing CSP keeps even a mislabelled file from running script on the site's origin. Keys are
 * random and never rewritten, so files are cached for good.
 */
export async function uploadRoutes(app: FastifyInstance, options: { storage?: MediaStorage } = {}): Promise<void> {
  const storage = options.storage ?? defaultMediaStorage();
  // The photo of users without one (`DEFAULT_PHOTO_PATH`): the silhouette the client's Avatar draws.
  app.get(DEFAULT_PHOTO_PATH, async (_request, reply) =>
    reply
      .header("content-type", "image/svg+xml; charset=utf-8")
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header("cache-control", "public, max-age=86400")
      .send(DEFAULT_PHOTO_SVG),
  );
  app.get("/uploads/*", async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    const file = STORAGE_KEY_PATTERN.test(key) ? await storage.open(key) : null;
    if (!file) return reply.code(404).type("application/json; charset=utf-8").send({ message: "File not found.", status: 404 });
    const type = mediaType(key.slice(key.lastIndexOf(".") + 1));
    return reply
      .header("content-type", type.type.startsWith("text/") ? `${type.type}; charset=utf-8` : type.type)
      .header("content-length", String(file.size))
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header("content-disposition", type.inline ? "inline" : "attachment")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(file.stream);
  });
}
