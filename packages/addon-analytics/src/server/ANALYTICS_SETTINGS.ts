import { Type } from "@sinclair/typebox";
import type { ConfigSetting } from "@quorum/server";

/** The setting AnonymizeData -1 ("the default") follows: off unless a site manager turns it on. */
export const ANONYMIZE_BY_DEFAULT = "analytics.anonymizeByDefault";

export const ANALYTICS_SETTINGS: Readonly<Record<string, ConfigSetting>> = {
  [ANONYMIZE_BY_DEFAULT]: { default: false, schema: Type.Boolean(), public: false },
};
