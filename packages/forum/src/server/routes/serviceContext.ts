import type { FastifyRequest } from "fastify";
import { forumDb } from "../db/forumDb";
import type { ServiceContext } from "../services/ServiceContext";

/** The service context of a request: the app's database and the request's viewer. */
export function serviceContext(request: FastifyRequest): ServiceContext {
  const { quorum } = request.server;
  return { db: forumDb(quorum.db), viewer: request.viewer, addons: quorum.addons, config: () => quorum.config.all() };
}
