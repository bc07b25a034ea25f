import type { PermissionsPayload } from "@quorum/api";
import type { Kysely } from "kysely";
import type { ServerAddon } from "../addons/defineServerAddon";
import type { CoreTables } from "../db/CoreTables";
import { notFound } from "../errors/notFound";
import { buildPermissions } from "./buildPermissions";
import { loadGrantIndex } from "./loadGrantIndex";
import { ROLE_IDS } from "../users/UserRow";

/**
 * A user's permissions payload straight from the database (userID 0 = guest), with junctions and
 * the add-ons' aliases. Requests use the app's cached copy (`ctx.permissions`); this is the
 * uncached computation, for tools and tests.
 */
export async function computePermissions(db: Kysely<CoreTables>, userID: number, addons: readonly ServerAddon[]): Promise<PermissionsPayload> {
  const index = await loadGrantIndex(db, addons);
  if (userID === 0) return buildPermissions(index, { userID, isAdmin: false, roleIDs: [] });
  const user = await db.selectFrom("users").select(["userID", "isAdmin", ROLE_IDS]).where("userID", "=", userID).executeTakeFirst();
  if (!user) throw notFound("User");
  return buildPermissions(index, user);
}
