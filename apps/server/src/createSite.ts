import fastifyStatic from "@fastify/static";
import { buildBootstrap, createApp, type ServerAddon } from "@quorum/server";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { CoreTables } from "@quorum/server";
import { uploadRoutes } from "@quorum/server";
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
}

/** The whole site: the API of every add-on, the built web app's files and server-rendered pages. */
export async function createSite({ db, addons, web, logger = false, trustProxy = false, demoPasswordFor, secret }: SiteOptions): Promise<FastifyInstance> {
  const app = await createApp({
    db,
    addons,
    logger,
    trustProxy,
    ...(demoPasswordFor ? { demoPasswordFor } : {}),
    ...(secret ? { longRunner: { secret } } : {}),
  });

  // Vite names built files by content hash, so they can be cached for good.
  await app.register(fastifyStatic, {
    root: `${web.clientDir}/assets`,
    prefix: "/assets/",
    immutable: true,
    maxAge: "365d",
    wildcard: false,
    decorateReply: false,
  });

  // Uploaded files live outside /api/v2 (add-on routes cannot), under /uploads/.
  await app.register(uploadRoutes);

  app.get("/*", async (request, reply) => {
    if (request.url.startsWith("/api/")) return reply.callNotFound();
    const bootstrap = await buildBootstrap(app, request);
    const result = await web.render({
      url: request.url,
      bootstrap,
      fetch: injectFetch(app, request.headers.cookie, request.viewer),
      assets: web.assets,
    });
    if (result.redirect) return reply.redirect(result.redirect, 302);
    return reply
      .code(result.status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(result.html);
  });

  return app;
}
