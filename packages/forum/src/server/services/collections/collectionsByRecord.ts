import type { Collection, CollectionByResourceQuery } from "@quorum/api";
import type { ServiceContext } from "../ServiceContext";
import { assertCanCurate } from "./assertCanCurate";
import { loadCollections } from "./loadCollections";

/** `GET /collections/by-resource`: the collections holding a record (for the Add to Collection modal). */
export async function collectionsByRecord(ctx: ServiceContext, record: CollectionByResourceQuery): Promise<Collection[]> {
  await assertCanCurate(ctx.db, ctx.viewer, [record]);
  return loadCollections(ctx.db, { record });
}
