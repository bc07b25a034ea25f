import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import {
  CurrentUserSchema,
  hasPermission,
  RecordID,
  PermissionsPayloadSchema,
  UserCountsSchema,
  UserSchema,
  type PermissionsPayload,
  type UserCounts,
} from "@quorum/api";
import type { FastifyInstance } from "fastify";
import { notFound } from "../errors/notFound";
import { countUnreadNotifications } from "../notifications/countUnreadNotifications";
import { listParam } from "../http/listParam";
import { requirePermission } from "../permissions/requirePermission";
import type { QuorumContext } from "../QuorumContext";
import { selectUsers } from "./selectUsers";
import { toUser } from "./toUser";
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
    return { ...user, countUnreadNotifications: unread, isSysAdmin: false, permissions: [...new Set(global)].sort() };
  });

  api.get("/users/me-counts", { schema: { response: { 200: UserCountsSchema } } }, async (request): Promise<UserCounts> => {
    const { userID } = request.viewer.user;
    const unread = userID > 0 ? ((await countUnreadNotifications(ctx.db, [userID])).get(userID) ?? 0) : 0;
    return {
      counts: [
        { name: "UnreadNotifications", count: unread },
        // Conversations are not built yet (spec §2: the messages flyout only when they are enabled).
        { name: "UnreadConversations", count: 0 },
      ],
    };
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
      const isSelf = viewer.user.userID === request.params.id;
      if (!isSelf) requirePermission(request, ["profiles.view", "users.add", "users.edit", "users.delete"]);
      const user = await selectUsers(ctx.db).where("users.userID", "=", request.params.id).executeTakeFirst();
      if (!user) throw notFound("User");
      const answer = toUser(user, isSelf || hasPermission(viewer.permissions, "personalInfo.view"));
      // Features add what they keep per user (the forum's post counts).
      for (const serialize of ctx.addons.hooks(userHooks.serialize)) await serialize([answer], { db: ctx.db, viewer });
      return answer;
    },
  );
}
