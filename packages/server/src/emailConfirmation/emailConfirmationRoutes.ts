import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { ConfirmEmailSchema, EmailConfirmationSchema, RecordID, hasPermission, type EmailConfirmation } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../errors/HttpError";
import { notFound } from "../errors/notFound";
import type { QuorumContext } from "../QuorumContext";
import { EMAIL_CONFIRMATION_THROTTLE } from "./EMAIL_CONFIRMATION_THROTTLE";
import { linkOrigin } from "./linkOrigin";

const Params = Type.Object({ id: RecordID() });

/**
 * Email confirmation (spec §5): `POST /users/{id}/confirm-email { confirmationCode }` confirms with
 * the emailed token (whoever opens the link: the token is the proof), and
 * `POST /users/{id}/confirm-email-request` emails a new link (the member themself, or a site
 * manager; throttled per member). Both answer `{ userID, email, emailConfirmed }`.
 */
export async function emailConfirmationRoutes(app: FastifyInstance, ctx: QuorumContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    "/users/:id/confirm-email",
    { schema: { params: Params, body: ConfirmEmailSchema, response: { 200: EmailConfirmationSchema } } },
    async (request): Promise<EmailConfirmation> => {
      const { id } = request.params;
      const email = await ctx.emailConfirmations.confirm(id, request.body.confirmationCode);
      // The member's sessions show the confirmed address at once (the toast goes, posting comes back).
      ctx.sessions.forgetUser(id);
      return { userID: id, email, emailConfirmed: true };
    },
  );

  api.post(
    "/users/:id/confirm-email-request",
    { schema: { params: Params, response: { 200: EmailConfirmationSchema } } },
    async (request): Promise<EmailConfirmation> => {
      const { id } = request.params;
      const { viewer } = request;
      if (viewer.user.userID <= 0 || (viewer.user.userID !== id && !hasPermission(viewer.permissions, "site.manage"))) throw notFound("User");
      const user = await ctx.db.selectFrom("users").select(["userID", "name", "email", "emailConfirmed"]).where("userID", "=", id).executeTakeFirst();
      if (!user) throw notFound("User");
      if (user.emailConfirmed) throw new HttpError(409, "This email address is already confirmed.");
      await ctx.throttle.take(EMAIL_CONFIRMATION_THROTTLE, String(id));
      await ctx.emailConfirmations.issue(user, linkOrigin(request));
      return { userID: id, email: user.email, emailConfirmed: false };
    },
  );
}
