import { Type } from "@sinclair/typebox";
import type { ConfigSetting } from "@quorum/server";

/** The key of the escalations feature flag (spec §6, §9): off, members cannot report posts. */
export const ESCALATIONS_ENABLED = "feature.escalations.Enabled";

/** Settings of reports: public, so the client hides the Report option when the flag is off. */
export const REPORT_SETTINGS: Readonly<Record<string, ConfigSetting>> = {
  [ESCALATIONS_ENABLED]: { default: true, schema: Type.Boolean(), public: true },
};
