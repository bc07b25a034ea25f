import { sql, type Selectable } from "kysely";
import type { CoreTables } from "../db/CoreTables";

/** A user as the framework reads it: the row without its password hash, plus role ids. */
export type UserRow = Omit<Selectable<CoreTables["users"]>, "passwordHash"> & { roleIDs: number[] };

/** The columns of `UserRow` other than roleIDs, for `select`. */
export const USER_COLUMNS = [
  "users.userID",
  "users.name",
  "users.email",
  "users.photoUrl",
  "users.title",
  "users.emailConfirmed",
  "users.banned",
  "users.private",
  "users.isAdmin",
  "users.signature",
  "users.dateInserted",
  "users.dateLastActive",
] as const;

/** The user's role ids, ascending, as a `roleIDs` column of a query on `users`. */
export const ROLE_IDS = sql<
  number[]
>`coalesce((SELECT array_agg(ur."roleID" ORDER BY ur."roleID") FROM "userRoles" ur WHERE ur."userID" = users."userID"), '{}')`.as("roleIDs");
