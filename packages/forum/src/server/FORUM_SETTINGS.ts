import { Type } from "@sinclair/typebox";
import type { ConfigSetting } from "@quorum/server";

const flag = (value: boolean): ConfigSetting => ({ default: value, schema: Type.Boolean(), public: true });

/**
 * The forum's own site settings (spec §9), public so the client renders accordingly: post tags,
 * and the signatures under posts. Keys and defaults are those the framework used to declare.
 */
export const FORUM_SETTINGS: Readonly<Record<string, ConfigSetting>> = {
  "signatures.enabled": flag(false),
  "signatures.hideMobile": flag(false),
  "signatures.imageMaxHeight": { default: 0, schema: Type.Integer({ minimum: 0, maximum: 2000 }), public: true },
  "tagging.enabled": flag(true),
  /**
   * Posts (discussions and comments) a member may make per minute before 429 (`throttlePosting`);
   * 0 turns the throttle off. Site managers set it; moderators and administrators are not counted.
   */
  "posting.maxPerMinute": { default: 10, schema: Type.Integer({ minimum: 0, maximum: 10_000 }), public: false },
};
