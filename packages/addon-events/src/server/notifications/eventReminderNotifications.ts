import { escapeHtml } from "@quorum/api";
import { canViewCategory } from "@quorum/forum/contract/server";
import { defineNotificationSource, type NotificationGroup } from "@quorum/server";
import { Type } from "@sinclair/typebox";
import { eventsDb } from "../db/EventsTables";

/**
 * Those who answered Yes or Maybe hear that the event starts soon (the reminder job emits it a
 * set time before the start). A pop-up, whatever their preferences: they asked to go. Only
 * members who still see the event (its category) when the job runs, so a reminder never shows an
 * event someone may no longer read.
 */
export const eventReminderNotifications = defineNotificationSource({
  name: "events.reminder",
  addon: "events",
  params: Type.Object({ eventID: Type.Integer() }),
  async groups({ eventID }, coreDb): Promise<NotificationGroup[]> {
    const db = eventsDb(coreDb);
    const event = await db.selectFrom("events").select(["eventID", "name", "categoryID"]).where("eventID", "=", eventID).executeTakeFirst();
    if (!event) return [];
    const attendees = await db
      .selectFrom("eventAttendees")
      .select("userID")
      .where("eventID", "=", eventID)
      .where("attending", "in", ["yes", "maybe"])
      .execute();
    const recipients = attendees.map((row) => row.userID);
    if (recipients.length === 0) return [];
    const body = `<b>${escapeHtml(event.name)}</b> starts soon`;
    return [
      {
        type: "EventReminder",
        recipients,
        delivery: new Map(recipients.map((userID) => [userID, { popup: true, email: false }])),
        recordType: "event",
        recordID: event.eventID,
        discussionID: null,
        groupKey: `eventReminder:event:${event.eventID}`,
        body,
        bodyGrouped: body,
        url: `/events/${event.eventID}`,
        photoUrl: null,
        canSee: (permissions) => canViewCategory(coreDb, permissions, event.categoryID),
      },
    ];
  },
});
