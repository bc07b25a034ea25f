import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { AddonSchema, type Addon } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../errors/HttpError";
import { notFound } from "../errors/notFound";
import { requirePermission } from "../permissions/requirePermission";
import type { QuorumContext } from "../QuorumContext";
import { AddonToggleError } from "./AddonRegistry";
import type { ServerAddon } from "./defineServerAddon";

/**
 * `GET /addons` and `PATCH /addons/{addonID}` (site managers only): the installed add-ons (with
 * what they require and the permissions they declare, for role editing), and
 * switching one on or off — effective on the next request of every page, with no rebuild or restart.
 */
export async function addonRoutes(app: FastifyInstance, ctx: QuorumContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const describe = (addon: ServerAddon): Addon => {
    const problem = ctx.addons.problem(addon.key);
    return {
      addonID: addon.key,
      key: addon.key,
      type: "addon",
      name: addon.name,
      description: addon.description,
      version: addon.version,
      enabled: ctx.addons.isEnabled(addon.key),
      alwaysOn: addon.alwaysOn === true,
      ...(problem ? { problem } : {}),
      requires: { ...addon.requires },
      permissions: (addon.permissions ?? []).map(({ name, scope, defaultRoles, description }) => ({
        name,
        scope,
        defaultRoles: [...defaultRoles],
        description,
      })),
    };
  };

  api.get(
    "/addons",
    {
      schema: {
        querystring: Type.Object({ type: Type.Optional(Type.Union([Type.Literal("addon"), Type.Literal("theme"), Type.Literal("locale")])) }),
        response: { 200: Type.Array(AddonSchema) },
      },
    },
    async (request): Promise<Addon[]> => {
      requirePermission(request, "site.manage");
      // Themes and locales are not add-ons of this kind yet: asking for them lists nothing.
      if (request.query.type !== undefined && request.query.type !== "addon") return [];
      return ctx.addons.installed.map(describe);
    },
  );

  api.patch(
    "/addons/:addonID",
    {
      schema: {
        params: Type.Object({ addonID: Type.String() }),
        body: Type.Object({ enabled: Type.Boolean() }),
      },
    },
    async (request): Promise<Addon> => {
      requirePermission(request, "site.manage");
      const { addonID } = request.params;
      try {
        await ctx.addons.setEnabled(addonID, request.body.enabled);
        // What the add-on's onEnable queued is worked now, not at the next sweep.
        if (request.body.enabled) ctx.notifications.worker.wake();
      } catch (error) {
        if (!(error instanceof AddonToggleError)) throw error;
        if (error.reason === "unknown") throw notFound("Addon");
        throw new HttpError(409, error.message);
      }
      const addon = ctx.addons.get(addonID);
      if (!addon) throw notFound("Addon");
      request.log.info({ addonID, enabled: request.body.enabled, userID: request.viewer.user.userID }, "Add-on switched");
      return describe(addon);
    },
  );
}
