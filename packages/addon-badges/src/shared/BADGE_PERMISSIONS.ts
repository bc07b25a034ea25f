/** Create, edit and delete badges. */
export const MANAGE_PERMISSION = "badges.manage";
/** Give and take back badges, approve or deny members' requests. */
export const MODERATE_PERMISSION = "badges.moderate";
/** Ask for a requestable badge. */
export const REQUEST_PERMISSION = "badges.request";
