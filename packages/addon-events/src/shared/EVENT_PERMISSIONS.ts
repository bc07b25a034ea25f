/** Edit and delete every event (its author may always edit their own). */
export const MANAGE_PERMISSION = "events.manage";
