import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import {
  DIGEST_PREFERENCE_KEY,
  NOTIFICATION_LANGUAGE_KEY,
  NOTIFICATION_PREFERENCE_TYPES,
  NotificationPreferencesPatchSchema,
  NotificationPreferencesSchema,
  NotificationPreferencesSchemaSchema,
  RecordID,
  hasPermission,
  type FieldError,
  type NotificationPreferences,
} from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../errors/HttpError";
import { notFound } from "../errors/notFound";
import type { QuorumContext } from "../QuorumContext";
import { emailOffersOf } from "./emailOffers";
import { memberPreferences } from "./memberPreferences";
import { preferencesSchema } from "./preferencesSchema";

const UserParams = Type.Object({ userID: RecordID() });
const TYPE_KEYS = new Set(NOTIFICATION_PREFERENCE_TYPES.map((type) => type.key));

/**
 * The member's notification defaults (spec §7): `GET /notification-preferences/schema`, and
 * `GET`/`PATCH /notification-preferences/{userID}` — a member's own, or anyone's for a site
 * manager (`site.manage`); to anyone else they answer as missing, like a user they may not see.
 */
export async function notificationPreferencesRoutes(app: FastifyInstance, ctx: QuorumContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  // The same for everyone: it says what the site offers, nothing about anyone.
  api.get("/notification-preferences/schema", { schema: { response: { 200: NotificationPreferencesSchemaSchema } } }, async () =>
    preferencesSchema(emailOffersOf(await ctx.config.all())),
  );

  /** The user whose preferences are asked for, when the viewer may see them. */
  const target = async (request: FastifyRequest, userID: number): Promise<number> => {
    const { viewer } = request;
    const allowed = viewer.user.userID > 0 && (viewer.user.userID === userID || hasPermission(viewer.permissions, "site.manage"));
    if (!allowed) throw notFound("User");
    const user = await ctx.db.selectFrom("users").select("userID").where("userID", "=", userID).executeTakeFirst();
    if (!user) throw notFound("User");
    return user.userID;
  };

  const read = async (userID: number): Promise<NotificationPreferences> => {
    const config = await ctx.config.all();
    return memberPreferences(ctx.db, userID, emailOffersOf(config), String(config["garden.locale"] ?? "en"));
  };

  api.get("/notification-preferences/:userID", { schema: { params: UserParams, response: { 200: NotificationPreferencesSchema } } }, async (request) =>
    read(await target(request, request.params.userID)),
  );

  api.patch(
    "/notification-preferences/:userID",
    { schema: { params: UserParams, body: NotificationPreferencesPatchSchema, response: { 200: NotificationPreferencesSchema } } },
    async (request) => {
      const userID = await target(request, request.params.userID);
      const offers = emailOffersOf(await ctx.config.all());
      const body = request.body as Record<string, unknown>;
      const errors: Record<string, FieldError[]> = {};
      const refuse = (field: string, message: string, code = "invalid") => (errors[field] = [{ field, message, code }]);
      const flags: Array<{ key: string; popup?: boolean; email?: boolean }> = [];
      for (const [key, value] of Object.entries(body)) {
        if (key === NOTIFICATION_LANGUAGE_KEY) continue;
        if (!TYPE_KEYS.has(key) && key !== DIGEST_PREFERENCE_KEY) {
          refuse(key, `${key} is not a notification preference.`, "unknown");
          continue;
        }
        const { popup, email } = value as { popup?: boolean; email?: boolean };
        // Turning an email on is refused while the site does not send them; turning it off is always fine.
        if (email === true && !(key === DIGEST_PREFERENCE_KEY ? offers.digest : offers.email)) {
          refuse(
            `${key}.email`,
            key === DIGEST_PREFERENCE_KEY ? "The email digest is not enabled on this site." : "Email notifications are not enabled on this site.",
            "disabled",
          );
        }
        flags.push({ key, ...(popup !== undefined && key !== DIGEST_PREFERENCE_KEY ? { popup } : {}), ...(email !== undefined ? { email } : {}) });
      }
      if (Object.keys(errors).length > 0) throw new HttpError(422, "Validation failed.", { errors });

      const language = body[NOTIFICATION_LANGUAGE_KEY];
      await ctx.db.transaction().execute(async (trx) => {
        const current = await memberPreferences(trx, userID, { email: true, digest: true }, "");
        for (const { key, popup, email } of flags) {
          const before = current[key] as { popup?: boolean; email: boolean };
          const row = { userID, key, popup: popup ?? before.popup ?? false, email: email ?? before.email };
          await trx
            .insertInto("notificationPreferences")
            .values(row)
            .onConflict((oc) => oc.columns(["userID", "key"]).doUpdateSet({ popup: row.popup, email: row.email }))
            .execute();
        }
        if (typeof language === "string") {
          await trx
            .insertInto("notificationLanguages")
            .values({ userID, language })
            .onConflict((oc) => oc.column("userID").doUpdateSet({ language }))
            .execute();
        }
      });
      return read(userID);
    },
  );
}
