import { DEFAULT_UPLOAD_RULES, MEDIA_SETTING_KEYS } from "@quorum/api";
import { Type } from "@sinclair/typebox";
import type { ConfigSetting } from "../addons/defineServerAddon";

/** Upload rules (spec §5): public, so the client checks a file before sending it. */
export const MEDIA_SETTINGS: Readonly<Record<string, ConfigSetting>> = {
  /** Bytes; at most 256 MiB (an upload is held in memory while it is checked). */
  [MEDIA_SETTING_KEYS.maxSize]: { default: DEFAULT_UPLOAD_RULES.maxSize, schema: Type.Integer({ minimum: 1, maximum: 256 * 1024 ** 2 }), public: true },
  [MEDIA_SETTING_KEYS.allowedExtensions]: {
    default: [...DEFAULT_UPLOAD_RULES.allowedExtensions],
    schema: Type.Array(Type.String({ pattern: "^[a-z0-9]{1,10}$" }), { maxItems: 100 }),
    public: true,
  },
};
