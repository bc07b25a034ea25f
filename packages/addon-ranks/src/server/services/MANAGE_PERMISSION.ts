/** Managing ranks: creating, editing, ordering and deleting them, and giving a member one. */
export const MANAGE_PERMISSION = "ranks.manage";
