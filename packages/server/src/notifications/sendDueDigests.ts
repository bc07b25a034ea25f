import type { Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";
import type { MailTransport } from "../mail/MailTransport";
import { digestEmail, type DigestEntry } from "./digestEmail";

/** Hours between two digests of a member when `emails.digestIntervalHours` is not set: daily. */
const DEFAULT_DIGEST_INTERVAL_HOURS = 24;
/** Members looked at per query. */
const BATCH = 100;
/** The most entries one digest lists (the newest); the rest are on the member's notifications page. */
const MAX_ENTRIES = 50;

interface DigestMember {
  userID: number;
  name: string;
  email: string;
}

/**
 * The email digest (issue 13 §3): while `emails.digest` is on, each member whose `DigestEnabled`
 * preference has email on gets one email, through the site's mail transport, listing their unread
 * notifications since their last digest — once per `emails.digestIntervalHours` (daily by
 * default). Each digest is claimed in `emailDigests` before it is sent, so it never goes twice,
 * whichever process (or a restarted one) sweeps; a digest the transport refused is given back for
 * the next sweep. Nothing unread, no email. Runs in the notification worker's sweep; `now` is the
 * time the digests are due against (tests pass their own). Answers how many digests went.
 */
export async function sendDueDigests(db: Kysely<CoreTables>, mail: MailTransport, origin: string | undefined, now: Date): Promise<number> {
  const settings = await db.selectFrom("config").select(["key", "value"]).where("key", "in", ["emails.digest", "emails.digestIntervalHours"]).execute();
  if (!settings.some((row) => row.key === "emails.digest" && row.value === true)) return 0;
  const stored = settings.find((row) => row.key === "emails.digestIntervalHours")?.value;
  const hours = typeof stored === "number" && Number.isInteger(stored) && stored >= 1 ? stored : DEFAULT_DIGEST_INTERVAL_HOURS;
  const dueBefore = new Date(now.getTime() - hours * 3600_000);
  let sent = 0;
  let afterUserID = 0;
  for (;;) {
    const members = await db
      .selectFrom("notificationPreferences")
      .innerJoin("users", "users.userID", "notificationPreferences.userID")
      .leftJoin("emailDigests", "emailDigests.userID", "notificationPreferences.userID")
      .select(["users.userID", "users.name", "users.email"])
      .where("notificationPreferences.key", "=", "DigestEnabled")
      .where("notificationPreferences.email", "=", true)
      .where("users.banned", "=", false)
      .where("users.userID", ">", afterUserID)
      .where((eb) => eb.or([eb("emailDigests.dateCovered", "is", null), eb("emailDigests.dateCovered", "<=", dueBefore)]))
      .orderBy("users.userID")
      .limit(BATCH)
      .execute();
    if (members.length === 0) return sent;
    for (const member of members) {
      afterUserID = member.userID;
      if (member.email !== "" && (await sendDigest(db, mail, origin, member, now, dueBefore))) sent++;
    }
  }
}

/** Claims one member's digest (moves their mark to `now`) and sends it; false when another sweep had it or nothing is unread. */
async function sendDigest(
  db: Kysely<CoreTables>,
  mail: MailTransport,
  origin: string | undefined,
  member: DigestMember,
  now: Date,
  dueBefore: Date,
): Promise<boolean> {
  const claimed = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("emailDigests").select("dateCovered").where("userID", "=", member.userID).forUpdate().executeTakeFirst();
    let since: Date;
    if (row) {
      // Another sweep took it between the list and the lock.
      if (row.dateCovered.getTime() > dueBefore.getTime()) return null;
      since = row.dateCovered;
      await trx.updateTable("emailDigests").set({ dateCovered: now }).where("userID", "=", member.userID).execute();
    } else {
      // A member's first digest covers one interval.
      since = dueBefore;
      const inserted = await trx
        .insertInto("emailDigests")
        .values({ userID: member.userID, dateCovered: now })
        .onConflict((oc) => oc.column("userID").doNothing())
        .returning("userID")
        .executeTakeFirst();
      if (!inserted) return null;
    }
    const entries: DigestEntry[] = await trx
      .selectFrom("notifications")
      .select(["body", "bodyGrouped", "count", "url"])
      .where("userID", "=", member.userID)
      .where("read", "=", false)
      .where("dateUpdated", ">", since)
      .where("dateUpdated", "<=", now)
      .orderBy("dateUpdated", "desc")
      .orderBy("notificationID", "desc")
      .limit(MAX_ENTRIES)
      .execute();
    return { since, entries };
  });
  if (!claimed || claimed.entries.length === 0) return false;
  try {
    await mail.send(digestEmail(member, claimed.entries, origin));
  } catch (error) {
    // Not sent: the window goes back, so the next sweep tries again.
    await db.updateTable("emailDigests").set({ dateCovered: claimed.since }).where("userID", "=", member.userID).where("dateCovered", "=", now).execute();
    throw error;
  }
  return true;
}
