import { Type } from "@sinclair/typebox";
import type { ConfigSetting } from "@quorum/server";

/** The setting letting moderators and administrators read conversations they are not in. */
export const STAFF_READ_SETTING = "conversations.moderatorsRead";
/** New conversations a member may start per minute (0 turns the limit off). */
export const FLOOD_SETTING = "conversations.maxPerMinute";

/**
 * The add-on's settings (private: only site managers read and change them). Private messages are
 * private: staff read them only when the site says so.
 */
export const CONVERSATION_SETTINGS: Readonly<Record<string, ConfigSetting>> = {
  [STAFF_READ_SETTING]: { default: false, schema: Type.Boolean(), public: false },
  [FLOOD_SETTING]: { default: 5, schema: Type.Integer({ minimum: 0, maximum: 10_000 }), public: false },
};
