import {
  DIGEST_PREFERENCE_KEY,
  NOTIFICATION_LANGUAGE_KEY,
  NOTIFICATION_PREFERENCE_GROUPS,
  NOTIFICATION_PREFERENCE_TYPES,
  type NotificationPreferencesSchemaNode,
} from "@quorum/api";
import type { EmailOffers } from "./emailOffers";

/**
 * `GET /notification-preferences/schema`: a JSON schema of the member's defaults, in Vanilla's
 * shape (`notifications` → groups → types → `popup`/`email`, each with an `x-control` label), that
 * the preferences page draws as its table. The email column only when `emails.enabled`, the digest
 * only when `emails.digest` (spec §5).
 */
export function preferencesSchema(offers: EmailOffers): { type: "object"; properties: Record<string, NotificationPreferencesSchemaNode> } {
  const groups: Record<string, NotificationPreferencesSchemaNode> = {};
  for (const [group, label] of Object.entries(NOTIFICATION_PREFERENCE_GROUPS)) {
    const types: Record<string, NotificationPreferencesSchemaNode> = {};
    for (const type of NOTIFICATION_PREFERENCE_TYPES.filter((candidate) => candidate.group === group)) {
      types[type.key] = {
        type: "object",
        "x-control": { label: type.label, description: type.description },
        properties: { popup: { type: "boolean" }, ...(offers.email ? { email: { type: "boolean" } } : {}) },
      };
    }
    groups[group] = { type: "object", "x-control": { label, description: null }, properties: types };
  }
  const properties: Record<string, NotificationPreferencesSchemaNode> = {
    notifications: {
      type: "object",
      "x-control": {
        label: "Notifications",
        description: offers.email ? "Choose to be notified by notification popup or email." : "Choose to be notified by notification popup.",
      },
      properties: groups,
    },
  };
  if (offers.digest) {
    properties[DIGEST_PREFERENCE_KEY] = {
      type: "object",
      "x-control": { label: "Email Digest", description: "Send me a digest of new content in the categories I follow." },
      properties: { email: { type: "boolean" } },
    };
  }
  properties[NOTIFICATION_LANGUAGE_KEY] = { type: "string", "x-control": { label: "Notification Language" } };
  return { type: "object", properties };
}
