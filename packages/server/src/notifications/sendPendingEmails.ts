import type { Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";
import { sendNotificationEmail } from "./sendNotificationEmail";

/** Sends the emails members asked for (`email = 'pending'`), a batch at a time, marking each sent. */
export async function sendPendingEmails(db: Kysely<CoreTables>): Promise<void> {
  for (;;) {
    const pending = await db
      .selectFrom("notifications")
      .select(["notificationID", "userID", "body", "url"])
      .where("email", "=", "pending")
      .orderBy("notificationID")
      .limit(100)
      .execute();
    if (pending.length === 0) return;
    for (const entry of pending) {
      await sendNotificationEmail(entry);
      await db.updateTable("notifications").set({ email: "sent" }).where("notificationID", "=", entry.notificationID).execute();
    }
  }
}
