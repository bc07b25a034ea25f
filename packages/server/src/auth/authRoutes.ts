import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { RegisterSchema, SignInSchema } from "@quorum/api";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { linkOrigin } from "../emailConfirmation/linkOrigin";
import { HttpError } from "../errors/HttpError";
import { forbidden } from "../errors/forbidden";
import { validationError } from "../errors/validationError";
import type { QuorumContext } from "../QuorumContext";
import { AUTH_THROTTLES } from "../throttle/AUTH_THROTTLES";
import { toCurrentUser } from "../users/toCurrentUser";
import { selectUsers } from "../users/selectUsers";
import { createUser } from "./createUser";
import { hashPassword, verifyPassword } from "./hashPassword";
import { clearSessionCookie, setSessionCookie } from "./sessionCookie";

const INVALID_CREDENTIALS = "Invalid username or password.";

/**
 * Sign in (`POST /authenticate/password`), sign out (`DELETE /authenticate`), register (`POST /users/register`).
 * Both entries are throttled (`AUTH_THROTTLES`) by the client address Fastify reports (`request.ip`:
 * the socket's, or the trusted proxy's X-Forwarded-For).
 */
export async function authRoutes(app: FastifyInstance, ctx: QuorumContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = ctx;

  // Unknown users are checked against a real hash too, so timing does not tell which names exist.
  let decoy: Promise<string> | null = null;

  api.post("/authenticate/password", { schema: { body: SignInSchema } }, async (request, reply) => {
    const { username, password, persist } = request.body;
    const { throttle } = ctx;
    // Registration forbids "@" in names, so the input's shape says which column to look in.
    const column = username.includes("@") ? "email" : "name";
    const user = await selectUsers(db)
      .select("users.passwordHash")
      .where(sql`lower(${sql.ref(`users.${column}`)})`, "=", username.toLowerCase())
      .executeTakeFirst();
    // Unknown names are counted too, under the name, so a refusal tells nothing about which exist.
    const account = user ? `user:${user.userID}` : `name:${username.toLowerCase()}`;
    // Refused before the password is checked: a locked account answers 429 even to the right one.
    await throttle.check(AUTH_THROTTLES.signInAddress, request.ip);
    await throttle.check(AUTH_THROTTLES.signInAccount, account);
    const failed = async () => {
      await throttle.hit(AUTH_THROTTLES.signInAddress, request.ip);
      await throttle.hit(AUTH_THROTTLES.signInAccount, account);
      return new HttpError(401, INVALID_CREDENTIALS);
    };
    if (!user) {
      decoy ??= hashPassword("decoy password for unknown users");
      await verifyPassword(await decoy, password);
      throw await failed();
    }
    if (!(await verifyPassword(user.passwordHash, password))) throw await failed();
    if (user.banned) throw forbidden("This account has been banned.");

    await throttle.reset(AUTH_THROTTLES.signInAccount, account);
    const session = await ctx.sessions.create(user.userID);
    setSessionCookie(reply, request, session, persist !== false);
    const { passwordHash: _hash, ...row } = user;
    return toCurrentUser(row);
  });

  api.delete("/authenticate", async (request, reply) => {
    if (request.viewer.sessionID) await ctx.sessions.delete(request.viewer.sessionID);
    clearSessionCookie(reply, request);
    return reply.code(204).send();
  });

  api.post("/users/register", { schema: { body: RegisterSchema } }, async (request, reply) => {
    const config = await ctx.config.all();
    if (config["registration.enabled"] !== true) throw forbidden("Registration is disabled.");
    // Counted whether or not it succeeds: a flood of refused registrations is a flood too.
    await ctx.throttle.take(AUTH_THROTTLES.registration(Number(config["registration.maxPerAddress"] ?? 10)), request.ip);
    const { name, email, password } = request.body;

    const { userID, session } = await db
      .transaction()
      .execute(async (trx) => {
        const taken = await trx
          .selectFrom("users")
          .select([sql<boolean>`lower(name) = ${name.toLowerCase()}`.as("sameName"), sql<boolean>`lower(email) = ${email.toLowerCase()}`.as("sameEmail")])
          .where((eb) => eb.or([eb(sql`lower(name)`, "=", name.toLowerCase()), eb(sql`lower(email)`, "=", email.toLowerCase())]))
          .execute();
        const errors: Record<string, Array<{ message: string; code: string; field: string }>> = {};
        if (taken.some((r) => r.sameName)) errors.name = [{ message: "That name is already taken.", code: "duplicate", field: "name" }];
        if (taken.some((r) => r.sameEmail)) errors.email = [{ message: "That email is already registered.", code: "duplicate", field: "email" }];
        if (Object.keys(errors).length > 0) throw new HttpError(422, "Validation failed.", { errors });

        const memberRoles = await trx.selectFrom("roles").select("name").where("type", "=", "member").execute();
        const userID = await createUser(trx, { name, email, password, roles: memberRoles.map((r) => r.name) });
        return { userID, session: await ctx.sessions.create(userID, trx) };
      })
      .catch((error: unknown) => {
        // Two registrations racing for one name: the unique index refuses the second.
        if ((error as { code?: string }).code === "23505") throw validationError("name", "That name is already taken.", "duplicate");
        throw error;
      });

    setSessionCookie(reply, request, session);
    if (config["registration.confirmEmail"] === true) {
      // Spec §5: the member is registered either way; a mail that could not go is resent from the toast.
      await ctx.emailConfirmations
        .issue({ userID, name, email }, linkOrigin(request))
        .catch((error: unknown) => request.log.error({ err: error }, "Confirmation email failed"));
    }
    const user = await selectUsers(db).where("users.userID", "=", userID).executeTakeFirstOrThrow();
    return reply.code(201).send(toCurrentUser(user));
  });
}
