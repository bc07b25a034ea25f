import type { User } from "@quorum/api";
import type { ProfileTabLink } from "./ProfileTab";

/**
 * The record a profile page resolves to (`HydrateContext.record` of its widgets): the user as the
 * viewer may see them, whether that is the restricted view of a private or banned profile (then a
 * tab lists nothing), and the tab shown.
 */
export interface ProfileRecord {
  user: User;
  view: "full" | "restricted";
  /** The tab's address segment ("" for the default tab). */
  tab: string;
  tabs: ProfileTabLink[];
  [key: string]: unknown;
}

/** The profile record of a hydrate context, or null on any other page. */
export function profileRecordOf(record: Record<string, unknown> | null): ProfileRecord | null {
  return record && typeof record.tab === "string" && typeof record.user === "object" && record.user !== null ? (record as ProfileRecord) : null;
}
