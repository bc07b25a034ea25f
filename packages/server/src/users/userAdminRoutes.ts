import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import {
  DEFAULT_PAGE_LIMIT,
  hasPermission,
  RecordIDParamsSchema,
  RoleSchema,
  RolesQuerySchema,
  UserBanSchema,
  UserEditSchema,
  UserPatchSchema,
  UserPostSchema,
  UserSchema,
  UsersQuerySchema,
  type FieldError,
  type Role,
  type User,
  type UserEdit,
} from "@quorum/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { createUser } from "../auth/createUser";
import type { CoreTables } from "../db/CoreTables";
import { linkOrigin } from "../emailConfirmation/linkOrigin";
import { forbidden } from "../errors/forbidden";
import { HttpError } from "../errors/HttpError";
import { notFound } from "../errors/notFound";
import { validationError } from "../errors/validationError";
import { requestOrigin } from "../http/absoluteUserUrls";
import { setPagingHeaders } from "../http/setPagingHeaders";
import { requirePermission } from "../permissions/requirePermission";
import type { QuorumContext } from "../QuorumContext";
import { grantsWithin } from "./grantsWithin";
import { selectUsers } from "./selectUsers";
import { toUser } from "./toUser";
import { userHooks } from "./userHooks";
import { userPhotoPath } from "./userPhotoPath";
import type { UserRow } from "./UserRow";

/** Who manages accounts (spec §6): the users admin list and the roles are theirs. */
const MANAGERS = ["users.add", "users.edit", "users.delete", "site.manage"] as const;
/** The four roles every site starts with cannot be deleted (Vanilla's `deletable`). */
const BUILT_IN_ROLE_TYPES = new Set(["guest", "member", "moderator", "administrator"]);
const NAME_TAKEN = "That name is already taken.";
const EMAIL_TAKEN = "That email is already registered.";

function fieldError(field: string, message: string, code: string): Record<string, FieldError[]> {
  return { [field]: [{ message, code, field }] };
}

/** 403 on one field: the viewer may not change it (their own roles, someone's email without users.edit). */
function refusedField(field: string, description: string): HttpError {
  return new HttpError(403, "Permission Problem", { description, errors: fieldError(field, description, "permission") });
}

/**
 * The writing side of accounts (spec §6, §7): `GET /users` (site managers' list, search by name),
 * `GET /users/{id}/edit`, `POST /users`, `PATCH /users/{id}`, `PUT /users/{id}/ban`,
 * `DELETE /users/{id}`, `GET /roles`. Every change is one transaction, checked on the server:
 * members edit their own profile; `users.add`/`users.edit`/`users.delete` the rest. Nobody changes
 * their own roles, bans or deletes themselves, gives a role granting more than they hold, or
 * touches an account whose rights exceed theirs (an administrator, to a non-administrator).
 */
export async function userAdminRoutes(app: FastifyInstance, ctx: QuorumContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = ctx;

  /** The permissions a set of roles gives a signed-in user (from the cached grants). */
  const rolesPayload = (roleIDs: readonly number[]) => ctx.permissions.forUser({ userID: 1, isAdmin: false, roleIDs });

  /** The user, or 404 "User Not Found". */
  const loadUser = async (userID: number): Promise<UserRow> => {
    const user = await selectUsers(db).where("users.userID", "=", userID).executeTakeFirst();
    if (!user) throw notFound("User");
    return user;
  };

  /** 403 unless the viewer's rights cover everything the target holds (so a non-administrator cannot ban, rename or demote an administrator). */
  const requireOutranked = async (request: FastifyRequest, target: UserRow): Promise<void> => {
    const viewer = request.viewer.permissions;
    if (target.isAdmin && !viewer.isAdmin) throw forbidden("Permission Problem", "You cannot change an administrator's account.");
    if (!grantsWithin(await rolesPayload(target.roleIDs), viewer))
      throw forbidden("Permission Problem", "You cannot change an account whose roles grant more than yours.");
  };

  /** The named roles, checked: each exists (422) and grants nothing the viewer lacks (403). Returns their names. */
  const checkRoles = async (request: FastifyRequest, roleIDs: readonly number[]): Promise<string[]> => {
    const roles = await db
      .selectFrom("roles")
      .select(["roleID", "name"])
      .where("roleID", "in", [...roleIDs])
      .execute();
    const unknown = roleIDs.filter((id) => !roles.some((r) => r.roleID === id));
    if (unknown.length > 0) throw validationError("roleID", `Unknown role: ${unknown.join(", ")}.`, "unknownRole");
    if (!grantsWithin(await rolesPayload(roleIDs), request.viewer.permissions))
      throw refusedField("roleID", "You cannot give a role that grants more than you hold.");
    return roleIDs.map((id) => roles.find((r) => r.roleID === id)?.name ?? "");
  };

  /** 422 on name and/or email when another account has them (any case). Inside the change's transaction. */
  const refuseTaken = async (trx: Kysely<CoreTables>, values: { name?: string; email?: string }, exceptUserID: number): Promise<void> => {
    const { name, email } = values;
    if (name === undefined && email === undefined) return;
    const taken = await trx
      .selectFrom("users")
      .select([
        sql<boolean>`lower(name) = ${name?.toLowerCase() ?? null}`.as("sameName"),
        sql<boolean>`lower(email) = ${email?.toLowerCase() ?? null}`.as("sameEmail"),
      ])
      .where("userID", "<>", exceptUserID)
      .where((eb) =>
        eb.or([
          ...(name === undefined ? [] : [eb(sql`lower(name)`, "=", name.toLowerCase())]),
          ...(email === undefined ? [] : [eb(sql`lower(email)`, "=", email.toLowerCase())]),
        ]),
      )
      .execute();
    const errors: Record<string, FieldError[]> = {};
    if (taken.some((r) => r.sameName)) Object.assign(errors, fieldError("name", NAME_TAKEN, "duplicate"));
    if (taken.some((r) => r.sameEmail)) Object.assign(errors, fieldError("email", EMAIL_TAKEN, "duplicate"));
    if (Object.keys(errors).length > 0) throw new HttpError(422, "Validation failed.", { errors });
  };

  /** Two changes racing for one name or email: the unique indexes refuse the second; a role deleted meanwhile, its foreign key. */
  const databaseRefusal = (error: unknown): never => {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === "23505")
      throw constraint === "users_email_lower" ? validationError("email", EMAIL_TAKEN, "duplicate") : validationError("name", NAME_TAKEN, "duplicate");
    if (code === "23503") throw validationError("roleID", "Unknown role.", "unknownRole");
    throw error;
  };

  /** A user as `GET /users/{id}` answers it, with what enabled features add (the forum's post counts). */
  const answerUser = async (request: FastifyRequest, row: UserRow): Promise<User> => {
    const [user] = await answerUsers(request, [row]);
    if (!user) throw new Error("answerUsers answers one user per row");
    return user;
  };

  const answerUsers = async (request: FastifyRequest, rows: readonly UserRow[]): Promise<User[]> => {
    const { viewer } = request;
    const personalInfo = hasPermission(viewer.permissions, "personalInfo.view");
    const users = rows.map((row) => toUser(row, personalInfo || row.userID === viewer.user.userID));
    for (const serialize of ctx.addons.hooks(userHooks.serialize)) await serialize(users, { db, viewer, addons: ctx.addons });
    return users;
  };

  api.get("/users", { schema: { querystring: UsersQuerySchema, response: { 200: Type.Array(UserSchema) } } }, async (request, reply) => {
    requirePermission(request, MANAGERS);
    const { query = "", page = 1, limit = DEFAULT_PAGE_LIMIT } = request.query;
    let list = selectUsers(db);
    // Any part of the name, any case (the trigram index on lower(name) serves it).
    const needle = query.trim().toLowerCase();
    if (needle !== "") list = list.where(sql`lower(users.name)`, "like", `%${needle.replace(/[\\%_]/g, "\\$&")}%`);
    const rows = await list
      .orderBy(sql`lower(users.name)`)
      .limit(limit + 1)
      .offset((page - 1) * limit)
      .execute();
    setPagingHeaders(reply, request, { page, limit, hasNext: rows.length > limit });
    return answerUsers(request, rows.slice(0, limit));
  });

  api.get("/users/:id/edit", { schema: { params: RecordIDParamsSchema, response: { 200: UserEditSchema } } }, async (request): Promise<UserEdit> => {
    const isSelf = request.viewer.user.userID === request.params.id;
    if (!isSelf) requirePermission(request, "users.edit");
    const user = await loadUser(request.params.id);
    return {
      name: user.name,
      email: user.email,
      photoUrl: user.photoUrl,
      title: user.title,
      signature: user.signature ?? "",
      private: user.private,
      banned: user.banned,
      emailConfirmed: user.emailConfirmed,
      isAdmin: user.isAdmin,
      roleIDs: user.roleIDs,
    };
  });

  api.post("/users", { schema: { body: UserPostSchema, response: { 201: UserSchema } } }, async (request, reply) => {
    requirePermission(request, "users.add");
    const { name, email, password, emailConfirmed } = request.body;
    const roleIDs = request.body.roleID ?? (await ctx.permissions.rolesOfType("member"));
    const roles = await checkRoles(request, roleIDs);
    const userID = await db
      .transaction()
      .execute(async (trx) => {
        await refuseTaken(trx, { name, email }, 0);
        return createUser(trx, { name, email, password, roles, emailConfirmed: emailConfirmed ?? false });
      })
      .catch(databaseRefusal);
    return reply.code(201).send(await answerUser(request, await loadUser(userID)));
  });

  api.patch("/users/:id", { schema: { params: RecordIDParamsSchema, body: UserPatchSchema, response: { 200: UserSchema } } }, async (request) => {
    const { viewer } = request;
    const userID = request.params.id;
    const isSelf = viewer.user.userID === userID;
    const canEdit = hasPermission(viewer.permissions, "users.edit");
    if (!isSelf) requirePermission(request, "users.edit");
    const { roleID, ...fields } = request.body;
    // Nobody raises their own rights: roles are always someone else's to give.
    if (roleID !== undefined && isSelf) throw refusedField("roleID", "You cannot change your own roles.");
    if (!canEdit) {
      if (fields.email !== undefined) throw refusedField("email", "You need the users.edit permission to change an email address.");
      if (fields.emailConfirmed !== undefined) throw refusedField("emailConfirmed", "You need the users.edit permission to confirm an email address.");
    }
    if (fields.signature !== undefined && (await ctx.config.all())["signatures.enabled"] !== true)
      throw validationError("signature", "Signatures are not enabled on this site.", "disabled");
    let photoUrl: string | undefined;
    if (fields.photoUrl !== undefined) {
      const path = userPhotoPath(fields.photoUrl, requestOrigin(request));
      if (path === null) throw validationError("photoUrl", "photoUrl must be an image uploaded to this site.", "invalidPhoto");
      photoUrl = path;
    }

    const target = await loadUser(userID);
    if (!isSelf) await requireOutranked(request, target);
    if (roleID !== undefined) await checkRoles(request, roleID);
    // Spec §5: a new address is unconfirmed again while the site requires confirmation (unless the
    // same change confirms it), and a new link goes to it.
    const emailChanged = fields.email !== undefined && fields.email.toLowerCase() !== target.email.toLowerCase();
    const reconfirm = emailChanged && fields.emailConfirmed === undefined && (await ctx.config.all())["registration.confirmEmail"] === true;

    await db
      .transaction()
      .execute(async (trx) => {
        await refuseTaken(
          trx,
          { ...(fields.name === undefined ? {} : { name: fields.name }), ...(fields.email === undefined ? {} : { email: fields.email }) },
          userID,
        );
        const changes = {
          ...(fields.name === undefined ? {} : { name: fields.name }),
          ...(fields.email === undefined ? {} : { email: fields.email }),
          ...(photoUrl === undefined ? {} : { photoUrl }),
          ...(fields.title === undefined ? {} : { title: fields.title.trim() }),
          ...(fields.signature === undefined ? {} : { signature: fields.signature.trim() === "" ? null : fields.signature }),
          ...(fields.private === undefined ? {} : { private: fields.private }),
          ...(fields.emailConfirmed === undefined ? {} : { emailConfirmed: fields.emailConfirmed }),
          ...(reconfirm ? { emailConfirmed: false } : {}),
        };
        if (Object.keys(changes).length > 0) await trx.updateTable("users").set(changes).where("userID", "=", userID).execute();
        if (roleID !== undefined) {
          await trx.deleteFrom("userRoles").where("userID", "=", userID).execute();
          await trx
            .insertInto("userRoles")
            .values(roleID.map((id) => ({ userID, roleID: id })))
            .execute();
        }
      })
      .catch(databaseRefusal);
    // Sessions remember their user for a few seconds: the change shows on the user's next request.
    ctx.sessions.forgetUser(userID);
    const saved = await loadUser(userID);
    if (reconfirm) {
      // The change stands either way; a mail that could not go is resent from the toast (as at registration).
      await ctx.emailConfirmations
        .issue({ userID, name: saved.name, email: saved.email }, linkOrigin(request))
        .catch((error: unknown) => request.log.error({ err: error }, "Confirmation email failed"));
    }
    return answerUser(request, saved);
  });

  api.put("/users/:id/ban", { schema: { params: RecordIDParamsSchema, body: UserBanSchema, response: { 200: UserBanSchema } } }, async (request) => {
    requirePermission(request, "users.edit");
    const userID = request.params.id;
    if (userID === request.viewer.user.userID) throw refusedField("banned", "You cannot ban yourself.");
    await requireOutranked(request, await loadUser(userID));
    const { banned } = request.body;
    await db.transaction().execute((trx) => trx.updateTable("users").set({ banned }).where("userID", "=", userID).execute());
    // The banned user's next request in this process sees it; other processes within the session cache's few seconds.
    ctx.sessions.forgetUser(userID);
    return { banned };
  });

  api.delete("/users/:id", { schema: { params: RecordIDParamsSchema } }, async (request, reply) => {
    requirePermission(request, "users.delete");
    const userID = request.params.id;
    if (userID === request.viewer.user.userID) throw forbidden("Permission Problem", "You cannot delete your own account.");
    await requireOutranked(request, await loadUser(userID));
    // The account goes (its sessions, roles, drafts and reactions with it, by their foreign keys);
    // its posts stay, still naming its id: with no user to join they show a placeholder author
    // (spec §3 placeholder users), so threads keep their replies' context.
    await db.transaction().execute((trx) => trx.deleteFrom("users").where("userID", "=", userID).execute());
    ctx.sessions.forgetUser(userID);
    return reply.code(204).send();
  });

  api.get("/roles", { schema: { querystring: RolesQuerySchema, response: { 200: Type.Array(RoleSchema) } } }, async (request): Promise<Role[]> => {
    requirePermission(request, MANAGERS);
    const { limit = 500 } = request.query;
    const rows = await db.selectFrom("roles").select(["roleID", "name", "description", "type"]).orderBy("roleID").limit(limit).execute();
    return rows.map((row) => ({ ...row, deletable: !BUILT_IN_ROLE_TYPES.has(row.type), canSession: true, personalInfo: false }));
  });
}
