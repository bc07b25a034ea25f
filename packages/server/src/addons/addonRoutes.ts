import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Addon } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { requirePermission } from "../permissions/requirePermission";
import type { QuorumContext } from "../QuorumContext";

/** `GET /addons`: the installed add-ons and whether each is enabled (site managers only). */
export async function addonRoutes(app: FastifyInstance, ctx: QuorumContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    "/addons",
    { schema: { querystring: Type.Object({ type: Type.Optional(Type.Union([Type.Literal("addon"), Type.Literal("theme"), Type.Literal("locale")])) }) } },
    async (request): Promise<Addon[]> => {
      requirePermission(request, "site.manage");
      // Themes and locales are not add-ons of this kind yet: asking for them lists nothing.
      if (request.query.type !== undefined && request.query.type !== "addon") return [];
      return ctx.addons.installed.map((addon) => ({
        addonID: addon.key,
        key: addon.key,
        type: "addon",
        name: addon.name,
        description: addon.description,
        version: addon.version,
        enabled: ctx.addons.isEnabled(addon.key),
      }));
    },
  );
}
