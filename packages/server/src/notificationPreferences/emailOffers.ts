import type { Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";

/** What the site's settings let preferences offer (spec §5): the email column (`emails.enabled`) and the digest (`emails.digest`). */
export interface EmailOffers {
  email: boolean;
  digest: boolean;
}

/** Reads `emails.enabled` and `emails.digest` (both off unless stored on): for callers with only the database. */
export async function readEmailOffers(db: Kysely<CoreTables>): Promise<EmailOffers> {
  const rows = await db.selectFrom("config").select(["key", "value"]).where("key", "in", ["emails.enabled", "emails.digest"]).execute();
  const on = (key: string) => rows.some((row) => row.key === key && row.value === true);
  return { email: on("emails.enabled"), digest: on("emails.digest") };
}

/** The same from settings already read (`ctx.config.all()`). */
export function emailOffersOf(config: Readonly<Record<string, unknown>>): EmailOffers {
  return { email: config["emails.enabled"] === true, digest: config["emails.digest"] === true };
}
