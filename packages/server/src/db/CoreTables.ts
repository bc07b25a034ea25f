import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Tables owned by @quorum/server. Feature packages add theirs with `db.withTables<T>()`. */
export interface CoreTables {
  users: {
    userID: Generated<number>;
    name: string;
    email: string;
    passwordHash: string;
    photoUrl: string;
    title: string;
    emailConfirmed: boolean;
    banned: boolean;
    /** A private profile (spec §6): the restricted card and profile to those without personalInfo.view. */
    private: Generated<boolean>;
    isAdmin: boolean;
    signature: string | null;
    dateInserted: Timestamp;
    dateLastActive: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  roles: {
    roleID: Generated<number>;
    name: string;
    description: string;
    type: string;
  };
  userRoles: { userID: number; roleID: number };
  /** One grant: a role may (or may not) do `permission`, globally (resourceType "global", resourceID 0) or on one resource. */
  rolePermissions: {
    roleID: number;
    resourceType: string;
    resourceID: number;
    permission: string;
    granted: boolean;
  };
  sessions: {
    sessionID: string;
    userID: number;
    dateInserted: Timestamp;
    dateExpires: Timestamp;
  };
  config: { key: string; value: unknown };
  addons: {
    key: string;
    enabled: boolean;
    version: string;
    /** Its demo content was written (on a demo site). */
    seeded: Generated<boolean>;
    dateUpdated: Timestamp;
  };
  migrations: { addonKey: string; name: string; dateApplied: Timestamp };
  /** Declared permissions whose default grants were made (`definePermission`). */
  permissionDefaults: { permission: string; dateGranted: Timestamp };
  /** A throttle's count of events in the window opened at `windowStart` (`throttle/Throttle.ts`). */
  throttles: { scope: string; key: string; windowStart: Timestamp; count: number };
  /** A member's notification default they changed: `key` is a type of spec §3 (`DiscussionComment`, `DigestEnabled`, ...). */
  notificationPreferences: { userID: number; key: string; popup: boolean; email: boolean };
  /** The language a member's notifications are written in, when they chose one. */
  notificationLanguages: { userID: number; language: string };
  /** The live email confirmation of a member (one at most): the SHA-256 of the emailed token. */
  emailConfirmations: { userID: number; tokenHash: string; email: string; dateExpires: Timestamp };
  /** A member's notification (core migration 0007; `notifications/`). */
  notifications: {
    notificationID: Generated<number>;
    userID: number;
    activityType: string;
    recordType: string;
    recordID: number;
    discussionID: number | null;
    groupKey: string;
    body: string;
    bodyGrouped: string;
    url: string;
    photoUrl: string | null;
    count: Generated<number>;
    read: Generated<boolean>;
    popup: Generated<boolean>;
    email: Generated<"none" | "pending" | "sent">;
    jobID: number;
    dateInserted: Generated<Date>;
    dateUpdated: Generated<Date>;
  };
  /** Up to when a member's last email digest covered their notifications (core migration 0010; `notifications/sendDueDigests.ts`). */
  emailDigests: { userID: number; dateCovered: Date };
  /** A fan-out waiting to be worked (`notifications/NotificationWorker.ts`). */
  notificationJobs: {
    jobID: Generated<number>;
    source: string;
    params: unknown;
    actorUserID: number;
    attempts: Generated<number>;
    lockedUntil: Date | null;
    dateInserted: Generated<Date>;
  };
}
