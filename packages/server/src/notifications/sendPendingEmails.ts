import type { Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";
import type { MailTransport } from "../mail/MailTransport";
import { notificationEmail } from "./notificationEmail";

/**
 * Sends the emails members asked for (`email = 'pending'`) through the site's mail transport, a
 * batch at a time, marking each sent once its transport took it (a failure leaves it pending for
 * the next sweep). Banned members get none.
 */
export async function sendPendingEmails(db: Kysely<CoreTables>, mail: MailTransport, origin: string | undefined): Promise<void> {
  for (;;) {
    const pending = await db
      .selectFrom("notifications")
      .innerJoin("users", "users.userID", "notifications.userID")
      .select(["notifications.notificationID", "notifications.body", "notifications.url", "users.email", "users.name", "users.banned"])
      .where("notifications.email", "=", "pending")
      .orderBy("notifications.notificationID")
      .limit(100)
      .execute();
    if (pending.length === 0) return;
    for (const entry of pending) {
      if (!entry.banned && entry.email) await mail.send(notificationEmail(entry, origin));
      await db.updateTable("notifications").set({ email: "sent" }).where("notificationID", "=", entry.notificationID).execute();
    }
  }
}
