import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { LayoutResponseSchema, type LayoutViewType } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import type { QuorumContext } from "../QuorumContext";
import { hydrateLayout } from "./hydrateLayout";

const LookupQuery = Type.Object({
  layoutViewType: Type.String({ pattern: "^[A-Za-z][A-Za-z0-9]*$", maxLength: 50 }),
  recordType: Type.Optional(Type.String({ pattern: "^[A-Za-z][A-Za-z0-9]*$", maxLength: 50 })),
  recordID: Type.Optional(Type.String({ maxLength: 200 })),
  params: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 500 }))),
  /** The folder of the site section the page's address is under (`LayoutLookup.siteSection`). */
  siteSection: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});

/** Whole numbers arrive as strings in a query; resolvers get them as numbers, as in-process callers pass them. */
function toValue(value: string): string | number {
  return /^\d{1,15}$/.test(value) ? Number(value) : value;
}

/** `GET /layouts/lookup-hydrate` (spec §7, docs/page-flow.md §2). */
export async function layoutRoutes(app: FastifyInstance, ctx: QuorumContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get("/layouts/lookup-hydrate", { schema: { querystring: LookupQuery, response: { 200: LayoutResponseSchema } } }, async (request) => {
    const { layoutViewType, recordType, recordID, params, siteSection } = request.query;
    const lookupParams: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(params ?? {})) lookupParams[key] = toValue(value);
    return hydrateLayout(
      ctx,
      {
        layoutViewType: layoutViewType as LayoutViewType,
        recordType: recordType ?? "siteSection",
        recordID: recordID === undefined ? 0 : toValue(recordID),
        params: lookupParams,
        ...(siteSection === undefined ? {} : { siteSection }),
      },
      request.viewer,
    );
  });
}
