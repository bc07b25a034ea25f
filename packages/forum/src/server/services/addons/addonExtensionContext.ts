import type { AddonContributions, CoreTables, Viewer } from "@quorum/server";
import type { Kysely } from "kysely";
import type { ForumDb } from "../../db/ForumTables";
import type { ForumHookContext } from "../../hooks/ForumHookContext";
import type { PostRecord } from "../../hooks/PostRecord";

/**
 * What an add-on's hook gets: the forum's handle (or the mutation's transaction), the viewer, the
 * site's enabled add-ons and, for serializers, the records' discussions when the caller has them loaded already.
 * Hooks are typed on the framework's tables and widen to their own view; the forum's handle sees
 * those tables and more, on the same connection, so handing it over as that type is sound (Kysely
 * has no narrowing call, hence the cast).
 */
export function addonExtensionContext(
  db: ForumDb,
  viewer: Viewer,
  addons: AddonContributions,
  discussions?: ReadonlyMap<number, PostRecord>,
): ForumHookContext {
  return { db: db as unknown as Kysely<CoreTables>, viewer, addons, ...(discussions ? { discussions } : {}) };
}
