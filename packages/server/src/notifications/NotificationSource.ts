import type { NotificationType, PermissionsPayload } from "@quorum/api";
import type { Static, TSchema } from "@sinclair/typebox";
import type { Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";

/**
 * Some members to notify of one event, for one reason. A source returns several, most specific
 * first: each member gets at most one notification per event, from the first group that names
 * them, that their preferences let through and whose record they may see. Its kind (`type`, the
 * notification's `activityType`) is a preference key (`NOTIFICATION_TYPES` of `@quorum/api`),
 * whose member preferences decide popup and email unless `delivery` says; or an add-on's own
 * kind ("Badge"), which no preference names, so `delivery` must say.
 */
export type NotificationGroup = NotificationGroupFields &
  (
    | { type: NotificationType; delivery?: NotificationDelivery }
    | {
        /** An add-on's own kind of notification, named by the add-on ("Badge", "EventReminder"). */
        type: string;
        delivery: NotificationDelivery;
      }
  );

/**
 * How each recipient wants this reason, where the reason carries its own choice (a followed
 * category's popup and email flags, an add-on's kind): used instead of their preferences.
 */
export type NotificationDelivery = ReadonlyMap<number, { popup: boolean; email: boolean }>;

/** What every group gives besides its kind and delivery. */
export interface NotificationGroupFields {
  recipients: readonly number[];
  recordType: string;
  recordID: number;
  discussionID: number | null;
  /** Events with the same key merge into one unread entry per member (with a count). */
  groupKey: string;
  /** The headline of one event: escaped text with `<b>` tags only. */
  body: string;
  /** The headline of several grouped events, `{count}` standing for their number. */
  bodyGrouped: string;
  /** The target, relative to the site. */
  url: string;
  photoUrl: string | null;
  /**
   * Whether a member holding these permissions may see the record: checked for every recipient
   * when the job runs, so a headline never shows a record to someone who may not read it.
   */
  canSee(permissions: PermissionsPayload): boolean | Promise<boolean>;
}

/**
 * A kind of event that notifies (a comment, a reaction, an accepted answer…). The feature that
 * owns it registers it (`ctx.notifications.register`) and emits events with its parameters
 * (`ctx.notifications.emit`); the fan-out job, later and possibly in another process, asks it
 * who to notify.
 */
export interface NotificationSource<P extends TSchema = TSchema> {
  /** Unique across the site; prefixed with the add-on's key ("forum.comment"). */
  name: string;
  /** The add-on that owns it: its pending events are dropped while it is disabled. */
  addon?: string;
  params: P;
  /** Who to notify of this event, most specific reason first; empty when the record is gone. */
  groups(params: Static<P>, db: Kysely<CoreTables>): Promise<NotificationGroup[]>;
}

/** Declares a source with its parameters' type inferred from the schema. */
export function defineNotificationSource<P extends TSchema>(source: NotificationSource<P>): NotificationSource<P> {
  return source;
}
