/** The permissions the forum checks (spec §6); most are category-scoped in junction mode. */
export const FORUM_PERMISSIONS: readonly string[] = [
  "discussions.view",
  "discussions.add",
  "discussions.edit",
  "discussions.close",
  "discussions.closeOwn",
  "discussions.delete",
  "discussions.moderate",
  "discussions.manage",
  "comments.add",
  "comments.edit",
  "comments.delete",
  "community.moderate",
];
