// The server half of Groups: groups with privacy, members and roles, join requests, invitations,
// and the discussions posted into a group (issue 16 §1).
import { definePermission, defineServerAddon } from "@quorum/server";
import { quorum, version } from "../../package.json";
import { m0001Groups } from "./migrations/0001_groups";
import { groupsRoutes } from "./routes/groupsRoutes";
import { seedGroups } from "./seed/seedGroups";
import { ADD_PERMISSION, MODERATE_PERMISSION } from "./services/groupAccess";

export default defineServerAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  name: "Groups",
  description: "Groups of members with their own discussions: public, private or secret.",
  version,
  coreVersion: "^0.1.0",
  requires: { forum: "^0.1" },
  permissions: [
    definePermission(ADD_PERMISSION, {
      scope: "global",
      defaultRoles: ["member", "moderator", "administrator"],
      description: "Create groups (and lead them).",
    }),
    definePermission(MODERATE_PERMISSION, {
      scope: "global",
      defaultRoles: ["moderator", "administrator"],
      description: "See, edit and delete every group, secret ones included, and manage their members.",
    }),
  ],
  migrations: [m0001Groups],
  routes: groupsRoutes,
  seed: seedGroups,
});

export type { Group, GroupApplicant, GroupMember, GroupPrivacy, GroupRole, GroupViewerStatus } from "../shared/Group";
