import { randomBytes } from "node:crypto";
import fastifyStatic from "@fastify/static";
import { buildBootstrap, compressResponses, contentSecurityPolicy, createApp, preferredEncoding, type FrameAncestors, type ServerAddon } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";
import { uploadRoutes } from "@quorum/server";
import { notifyPageServed } from "@quorum/server";
import { STYLE_BUNDLE_PREFIX, bundleStyles } from "./bundleStyles";
import { injectFetch } from "./injectFetch";
import type { WebBuild } from "./webBuild";

export interface SiteOptions {
  db: Kysely<CoreTables>;
  addons: readonly ServerAddon[];
  web: WebBuild;
  logger?: boolean;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* (Secure cookies, origin checks). */
  trustProxy?: boolean;
  /** Passwords for demo accounts an add-on's seed creates when first enabled later. */
  demoPasswordFor?: (name: string) => string;
  /** Mixed into the signing key of long-running jobs' callback payloads (QUORUM_SECRET). */
  secret?: string;
  /** Origins allowed to frame the site (QUORUM_FRAME_ANCESTORS, `parseFrameAncestors`); none by default. */
  frameAncestors?: FrameAncestors;
  /** The PostgreSQL server's URL (DATABASE_URL): notification changes reach every process through LISTEN/NOTIFY. */
  databaseUrl?: string;
}

/** The whole site: the API of every add-on, the built web app's files and server-rendered pages. */
export async function createSite(options: SiteOptions): Promise<FastifyInstance> {
  const { db, addons, web, logger = false, trustProxy = false, demoPasswordFor, secret, frameAncestors = ["'none'"], databaseUrl } = options;
  const app = await createApp({
    db,
    addons,
    logger,
    trustProxy,
    frameAncestors,
    ...(demoPasswordFor ? { demoPasswordFor } : {}),
    // A catalog entry no installed client half renders refuses its add-on at start-up.
    ...(web.clientWidgets ? { clientWidgets: new Set(web.clientWidgets) } : {}),
    ...(secret ? { longRunner: { secret } } : {}),
    ...(databaseUrl ? { databaseUrl } : {}),
  });

  // Text answers (pages, JSON) are compressed per request; the built files were at build time.
  app.addHook("onSend", compressResponses());

  // Vite names built files by content hash, so they can be cached for good. Each text file has a
  // brotli and a gzip copy beside it (apps/web's build): sent per Accept-Encoding, with Vary.
  await app.register(fastifyStatic, {
    root: `${web.clientDir}/assets`,
    prefix: "/assets/",
    immutable: true,
    maxAge: "365d",
    wildcard: false,
    decorateReply: false,
    preCompressed: true,
  });

  // A page's stylesheets as one file per set of enabled add-ons (bundleStyles).
  const styles = bundleStyles(web.assets, web.clientDir);
  app.get(`/${STYLE_BUNDLE_PREFIX}:file`, async (request, reply) => {
    const bundle = styles.bundle(request.url.split("?")[0] ?? "");
    if (!bundle) return reply.callNotFound();
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    reply.header("content-type", "text/css; charset=utf-8").header("cache-control", "public, max-age=31536000, immutable").header("vary", "accept-encoding");
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(encoding ? bundle[encoding] : bundle.identity);
  });

  // Uploaded files live outside /api/v2 (add-on routes cannot), under /uploads/.
  await app.register(uploadRoutes);

  app.get("/*", async (request, reply) => {
    if (request.url.startsWith("/api/")) return reply.callNotFound();
    const bootstrap = await buildBootstrap(app, request);
    // A fresh nonce per page (pages are never cached): only the inline scripts this render wrote run.
    const nonce = randomBytes(16).toString("base64");
    const result = await web.render({
      url: request.url,
      nonce,
      bootstrap,
      fetch: injectFetch(app, request.headers.cookie, request.viewer, request),
      assets: styles.assetsFor(bootstrap.addons.map((addon) => addon.key)),
    });
    if (result.redirect) return reply.redirect(result.redirect, 302);
    // A page counter (analytics) counts full loads here, so the browser sends only its own navigations.
    if (result.status === 200) notifyPageServed(request);
    return reply
      .code(result.status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", contentSecurityPolicy({ nonce, frameAncestors }))
      .send(result.html);
  });

  return app;
}
