import { Type, type Static } from "@sinclair/typebox";
import { DIGEST_PREFERENCE_KEY, NOTIFICATION_LANGUAGE_KEY, NOTIFICATION_PREFERENCE_TYPES } from "./NOTIFICATION_PREFERENCE_TYPES";

const Flag = Type.Boolean();

/** A member's defaults as `GET`/`PATCH /notification-preferences/{userID}` answer them: every key, flat. */
export const NotificationPreferencesSchema = Type.Object({
  ...Object.fromEntries(NOTIFICATION_PREFERENCE_TYPES.map((type) => [type.key, Type.Object({ popup: Flag, email: Flag })])),
  [DIGEST_PREFERENCE_KEY]: Type.Object({ email: Flag }),
  [NOTIFICATION_LANGUAGE_KEY]: Type.String(),
});

/** A member's defaults: `{ DiscussionComment: { popup, email }, …, DigestEnabled: { email }, NotificationLanguage }`. */
export interface NotificationPreferences {
  DigestEnabled: { email: boolean };
  NotificationLanguage: string;
  [key: string]: { popup: boolean; email: boolean } | { email: boolean } | string;
}

/**
 * `PATCH /notification-preferences/{userID}`: any of the keys, each with any of its flags. Keys the
 * schema does not list are refused by the route (422 naming the key), not dropped.
 */
export const NotificationPreferencesPatchSchema = Type.Object(
  {
    ...Object.fromEntries(
      NOTIFICATION_PREFERENCE_TYPES.map((type) => [
        type.key,
        Type.Optional(Type.Object({ popup: Type.Optional(Flag), email: Type.Optional(Flag) }, { additionalProperties: false })),
      ]),
    ),
    [DIGEST_PREFERENCE_KEY]: Type.Optional(Type.Object({ email: Type.Optional(Flag) }, { additionalProperties: false })),
    /** A locale key such as `en` or `pt-BR`. */
    [NOTIFICATION_LANGUAGE_KEY]: Type.Optional(Type.String({ minLength: 2, maxLength: 20, pattern: "^[A-Za-z][A-Za-z0-9_-]*$" })),
  },
  { additionalProperties: true },
);
export type NotificationPreferencesPatch = Static<typeof NotificationPreferencesPatchSchema>;

/** A node of the preferences schema (`GET /notification-preferences/schema`): a JSON schema with `x-control` labels. */
export interface NotificationPreferencesSchemaNode {
  type: "object" | "boolean" | "string";
  "x-control"?: { label: string; description?: string | null };
  properties?: Record<string, NotificationPreferencesSchemaNode>;
}

/** `GET /notification-preferences/schema`, described loosely (a JSON schema describing the preferences). */
export const NotificationPreferencesSchemaSchema = Type.Object({
  type: Type.Literal("object"),
  properties: Type.Record(Type.String(), Type.Unknown()),
});

/** `POST /users/{id}/confirm-email`. */
export const ConfirmEmailSchema = Type.Object({ confirmationCode: Type.String({ minLength: 1, maxLength: 200 }) });
/** What the confirmation routes answer (Vanilla's shape). */
export const EmailConfirmationSchema = Type.Object({ userID: Type.Integer(), email: Type.String(), emailConfirmed: Type.Boolean() });
export type EmailConfirmation = Static<typeof EmailConfirmationSchema>;
