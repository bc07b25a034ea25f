import type { Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";
import { hashPassword } from "./hashPassword";

export interface CreateUserInput {
  name: string;
  email: string;
  password: string;
  /** Role names ("Member", "Administrator"); each must exist. */
  roles: readonly string[];
  isAdmin?: boolean;
  emailConfirmed?: boolean;
}

/**
 * Creates a user with a hashed password and roles; returns its id. Pass a transaction to make it
 * part of a larger write (with PGlite's single connection, never call it with the outer `db`
 * from inside a transaction).
 */
export async function createUser(db: Kysely<CoreTables>, input: CreateUserInput): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  const write = async (trx: Kysely<CoreTables>) => {
    const roles =
      input.roles.length === 0
        ? []
        : await trx
            .selectFrom("roles")
            .select(["roleID", "name"])
            .where("name", "in", [...input.roles])
            .execute();
    const missing = input.roles.filter((name) => !roles.some((r) => r.name === name));
    if (missing.length > 0) throw new Error(`Unknown role(s): ${missing.join(", ")}.`);
    const { userID } = await trx
      .insertInto("users")
      .values({
        name: input.name,
        email: input.email,
        passwordHash,
        photoUrl: "",
        title: "",
        emailConfirmed: input.emailConfirmed ?? false,
        banned: false,
        isAdmin: input.isAdmin ?? false,
        signature: null,
      })
      .returning("userID")
      .executeTakeFirstOrThrow();
    if (roles.length > 0)
      await trx
        .insertInto("userRoles")
        .values(roles.map((r) => ({ userID, roleID: r.roleID })))
        .execute();
    return userID;
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}
