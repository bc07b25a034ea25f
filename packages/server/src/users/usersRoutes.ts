import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { CurrentUserSchema, RecordID, PermissionsPayloadSchema, UserCountsSchema, UserSchema, type PermissionsPayload, type UserCounts } from "@quorum/api";
import type { FastifyInstance } from "fastify";
import { countUnreadNotifications } from "../notifications/countUnreadNotifications";
import { listParam } from "../http/listParam";
import type { QuorumContext } from "../QuorumContext";
import { isRestricted, readProfile } from "./readProfile";
import { currentUserCounts, readUserCounts } from "./readUserCounts";
import { userHooks } from "./userHooks";

/** `GET /users/me`, `/users/me-counts`, `/users/{id}`, `/users/$me/permissions`. */
export async function usersRoutes(app: FastifyInstance, ctx: QuorumContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  // Answered from the viewer loaded by the request hook: a guest's costs no query.
  api.get("/users/me", { schema: { response: { 200: CurrentUserSchema } } }, async (request) => {
    const { user, permissions } = request.viewer;
    // Vanilla's fields: the site-wide permissions held, by name; no Quorum account is Vanilla's staff.
    const global = permissions.permissions
      .filter((fragment) => fragment.type === "global")
      .flatMap((fragment) => Object.keys(fragment.permissions).filter((name) => fragment.permissions[name]));
    // The session's user is remembered for seconds; the count is read afresh.
    const unread = user.userID > 0 ? ((await countUnreadNotifications(ctx.db, [user.userID])).get(user.userID) ?? 0) : 0;
    const counts = await currentUserCounts(ctx.db, ctx.addons, user.userID);
    return { ...user, countUnreadNotifications: unread, ...counts, isSysAdmin: false, permissions: [...new Set(global)].sort() };
  });

  api.get("/users/me-counts", { schema: { response: { 200: UserCountsSchema } } }, async (request): Promise<UserCounts> => {
    const { userID } = request.viewer.user;
    const unread = userID > 0 ? ((await countUnreadNotifications(ctx.db, [userID])).get(userID) ?? 0) : 0;
    // Features' counts (conversations: spec §2), each 0 for a guest; UnreadConversations is always
    // listed (0 while no enabled feature keeps it), as Vanilla's clients expect it.
    const features = userID > 0 ? ((await readUserCounts(ctx.db, ctx.addons, [userID])).get(userID) ?? []) : [];
    const counts = [{ name: "UnreadNotifications", count: unread }, ...features.map(({ name, count }) => ({ name, count }))];
    if (!counts.some((c) => c.name === "UnreadConversations")) counts.push({ name: "UnreadConversations", count: 0 });
    return { counts };
  });

  api.get(
    "/users/$me/permissions",
    {
      schema: {
        querystring: Type.Object({ expand: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])) }),
        response: { 200: PermissionsPayloadSchema },
      },
    },
    async (request): Promise<PermissionsPayload> => {
      const { isAdmin, permissions, junctions, junctionAliases } = request.viewer.permissions;
      const expand = listParam(request.query.expand);
      if (expand.includes("junctions") || expand.includes("all"))
        return { isAdmin, permissions, junctions: junctions ?? {}, junctionAliases: junctionAliases ?? {} };
      return { isAdmin, permissions };
    },
  );

  api.get(
    "/users/:id",
    {
      schema: {
        params: Type.Object({ id: RecordID() }),
        querystring: Type.Object({ expand: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])) }),
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const { viewer } = request;
      const user = await readProfile(ctx, viewer, request.params.id);
      // Features add what they keep per user (the forum's post counts), to the full view only.
      if (!isRestricted(user))
        for (const serialize of ctx.addons.hooks(userHooks.serialize)) await serialize([user], { db: ctx.db, viewer, addons: ctx.addons });
      return user;
    },
  );
}
