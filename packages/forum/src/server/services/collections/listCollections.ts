import type { Collection, CollectionListQuery } from "@quorum/api";
import { forbidden } from "@quorum/server";
import type { ServiceContext } from "../ServiceContext";
import { canManageCollections } from "./canManageCollections";
import { loadCollections } from "./loadCollections";

const DEFAULT_LIMIT = 30;

export interface CollectionListResult {
  collections: Collection[];
  page: number;
  limit: number;
  hasNext: boolean;
}

/** `GET /collections` (community.manage anywhere): a page of collections, oldest first, with their records. */
export async function listCollections(ctx: ServiceContext, query: CollectionListQuery): Promise<CollectionListResult> {
  if (!canManageCollections(ctx.viewer.permissions)) throw forbidden("Permission Problem", "You need the community.manage permission.");
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const rows = await loadCollections(ctx.db, { page, limit: limit + 1 });
  // loadCollections pages by its own limit: one extra row tells whether a next page exists.
  return { collections: rows.slice(0, limit), page, limit, hasNext: rows.length > limit };
}
