import { hasPermission } from "@quorum/api";
import { canViewCategory } from "@quorum/forum/contract/server";
import { notFound, type Viewer } from "@quorum/server";
import type { Selectable } from "kysely";
import { MANAGE_PERMISSION } from "../../shared/EVENT_PERMISSIONS";
import type { EventsDb, EventsTables } from "../db/EventsTables";

export type EventRow = Selectable<EventsTables["events"]>;

/**
 * Of these categories, the ones the viewer may see — the forum's own rule (`discussions.view` up the
 * tree; a hidden category, a group's, only when granted). The forum answers from its cached
 * category index, remembered per payload, so asking per category costs no query.
 */
export async function visibleCategoryIDs(db: EventsDb, viewer: Viewer, categoryIDs: readonly number[]): Promise<number[]> {
  const visible: number[] = [];
  for (const categoryID of new Set(categoryIDs)) {
    if (await canViewCategory(db, viewer.permissions, categoryID)) visible.push(categoryID);
  }
  return visible;
}

/**
 * The event as this viewer may know it: 404 when there is none, and the same when the viewer may
 * not see its category, so an event tells nothing of a hidden one.
 */
export async function loadEvent(db: EventsDb, viewer: Viewer, eventID: number): Promise<EventRow> {
  const row = await db.selectFrom("events").selectAll().where("eventID", "=", eventID).executeTakeFirst();
  if (!row || !(await canViewCategory(db, viewer.permissions, row.categoryID))) throw notFound("Event");
  return row;
}

/** Its author (signed in) or a holder of `events.manage` edits and deletes an event. */
export function canEditEvent(viewer: Viewer, row: Pick<EventRow, "insertUserID">): boolean {
  const userID = viewer.user.userID;
  if (userID <= 0) return false;
  return row.insertUserID === userID || hasPermission(viewer.permissions, MANAGE_PERMISSION);
}
