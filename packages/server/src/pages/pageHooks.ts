import type { FastifyRequest } from "fastify";
import { defineHook } from "../addons/defineHook";

/** Told of a page the site rendered and sent: the request it answered (its url, viewer, cookies, Referer). */
export type PageServedListener = (request: FastifyRequest) => Promise<void>;

/** The framework's extension points on pages, for `ServerAddon.extend`. */
export const pageHooks = {
  /**
   * A full page load the site served with status 200 (a page counter counts it here, with no code
   * in the browser; the browser's own navigations are the client half's to report). Called after
   * the page is sent, never awaited by it; a throw is logged.
   */
  served: defineHook<PageServedListener>("core.page.served"),
};

/** Tells the enabled add-ons' `pageHooks.served` of a page sent; errors go to the log. */
export function notifyPageServed(request: FastifyRequest): void {
  for (const listener of request.server.quorum.addons.hooks(pageHooks.served))
    listener(request).catch((error: unknown) => request.log.error({ err: error }, "A page-served listener failed."));
}
