import { definePermission, type PermissionDefinition } from "@quorum/server";

const MEMBER = ["member", "moderator", "administrator"] as const;
const STAFF = ["moderator", "administrator"] as const;

/**
 * The permissions the forum checks (spec §6); the category-scoped ones are checked in junction
 * mode per category. These declarations are the only source of a new site's forum grants (the
 * framework's roles start with the framework's permissions only); sites made earlier got the
 * same grants from the core migration and keep them (FORUM_PERMISSIONS.test.ts).
 */
export const FORUM_PERMISSIONS: readonly PermissionDefinition[] = [
  definePermission("discussions.view", { scope: "category", defaultRoles: ["guest", ...MEMBER], description: "View discussions and their comments." }),
  definePermission("discussions.add", { scope: "category", defaultRoles: MEMBER, description: "Start discussions." }),
  definePermission("discussions.edit", { scope: "category", defaultRoles: STAFF, description: "Edit anyone's discussions." }),
  definePermission("discussions.close", { scope: "category", defaultRoles: STAFF, description: "Close and reopen discussions." }),
  definePermission("discussions.closeOwn", { scope: "category", defaultRoles: [], description: "Close one's own discussions." }),
  definePermission("discussions.delete", { scope: "category", defaultRoles: STAFF, description: "Delete discussions." }),
  definePermission("discussions.moderate", { scope: "category", defaultRoles: STAFF, description: "Moderate discussions: move, merge, sink." }),
  definePermission("discussions.manage", { scope: "category", defaultRoles: STAFF, description: "Announce (pin) discussions." }),
  definePermission("comments.add", { scope: "category", defaultRoles: MEMBER, description: "Comment on discussions." }),
  definePermission("comments.edit", { scope: "category", defaultRoles: STAFF, description: "Edit anyone's comments." }),
  definePermission("comments.delete", { scope: "category", defaultRoles: STAFF, description: "Delete comments." }),
  definePermission("community.moderate", { scope: "global", defaultRoles: STAFF, description: "Moderate the community: reports, the audit log." }),
  definePermission("community.manage", { scope: "global", defaultRoles: ["administrator"], description: "Manage categories and the community's settings." }),
  definePermission("curation.manage", { scope: "global", defaultRoles: STAFF, description: "Curate collections." }),
  definePermission("reactions.view", { scope: "global", defaultRoles: MEMBER, description: "See who reacted." }),
  definePermission("reactions.positive.add", { scope: "global", defaultRoles: MEMBER, description: "Add positive reactions." }),
  definePermission("reactions.negative.add", { scope: "global", defaultRoles: MEMBER, description: "Add negative reactions." }),
  definePermission("flag.add", { scope: "global", defaultRoles: MEMBER, description: "Report posts to moderators." }),
  definePermission("conversations.add", { scope: "global", defaultRoles: MEMBER, description: "Share posts in private messages (on a site with messages)." }),
];
