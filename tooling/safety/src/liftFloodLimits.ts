import type { ApiSession } from "./ApiSession.ts";

/**
 * Switches the site's flood limits off (posts per member per minute, registrations per address per
 * hour) as a site manager may: parts that write hundreds of records from one address test other
 * things than the throttles, which have API tests of their own.
 */
export async function liftFloodLimits(admin: ApiSession): Promise<void> {
  const response = await admin.request("PATCH", "/api/v2/config", { "posting.maxPerMinute": 0, "registration.maxPerAddress": 0 });
  if (!response.ok) throw new Error(`PATCH /api/v2/config (flood limits off): ${response.status} ${await response.text()}`);
}
