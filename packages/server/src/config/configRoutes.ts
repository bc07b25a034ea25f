import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { FreeJson, hasPermission, SiteConfigSchema } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { listParam } from "../http/listParam";
import { requirePermission } from "../permissions/requirePermission";
import type { QuorumContext } from "../QuorumContext";

const ListOrString = Type.Union([Type.String(), Type.Array(Type.String())]);

/** `GET /config` (public keys; all keys for site managers) and `PATCH /config` (site.manage). */
export async function configRoutes(app: FastifyInstance, ctx: QuorumContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    "/config",
    { schema: { querystring: Type.Object({ select: Type.Optional(ListOrString) }), response: { 200: SiteConfigSchema } } },
    async (request) => {
      const values = hasPermission(request.viewer.permissions, "site.manage") ? await ctx.config.all() : await ctx.config.publicValues();
      const select = listParam(request.query.select);
      if (select.length === 0) return values;
      const picked: Record<string, unknown> = {};
      for (const key of select) if (Object.hasOwn(values, key)) picked[key] = values[key];
      return picked;
    },
  );

  api.patch("/config", { schema: { body: Type.Record(Type.String({ minLength: 1, maxLength: 200 }), FreeJson(), { minProperties: 1 }) } }, async (request) => {
    requirePermission(request, "site.manage");
    await ctx.config.patch(request.body);
    const all = await ctx.config.all();
    const saved: Record<string, unknown> = {};
    for (const key of Object.keys(request.body)) saved[key] = all[key];
    return saved;
  });
}
