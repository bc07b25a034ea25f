// The server half of Groups: groups with privacy, members and roles, join requests, invitations,
// and the discussions posted into a group (issue 16 §1).
import { forumHooks } from "@quorum/forum/contract/server";
import { definePermission, defineServerAddon, permissionHooks, searchHooks } from "@quorum/server";
import { quorum, version } from "../../package.json";
import { GROUP_LAYOUTS } from "./layouts/GROUP_LAYOUTS";
import { GROUP_PLACEMENTS } from "./layouts/GROUP_PLACEMENTS";
import { GROUP_WIDGETS } from "./layouts/groupWidgets";
import { resolveGroup } from "./layouts/resolveGroup";
import { m0001Groups } from "./migrations/0001_groups";
import { m0002GroupCategories } from "./migrations/0002_groupCategories";
import { groupCategoryGrants } from "./services/groupCategoryGrants";
import { groupDiscussionCreated } from "./services/groupDiscussionCreated";
import { groupPostParent } from "./services/groupPostParent";
import { groupSearchDomain } from "./services/groupSearchDomain";
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
  migrations: [m0001Groups, m0002GroupCategories],
  // A group's discussions are in a hidden forum category that its members (all, for a public
  // group; every group, for groups.moderate) are granted per request: every forum read path keeps
  // them from everyone else. Posting into a group goes through the forum's new-post form.
  extend: [
    permissionHooks.refine.with(groupCategoryGrants),
    forumHooks.postParent.with(groupPostParent),
    forumHooks.discussionAfterCreate.with(groupDiscussionCreated),
    // Groups in `GET /search?domain=groups` (secret ones only to those who may know of them).
    searchHooks.domain.with(groupSearchDomain),
  ],
  routes: groupsRoutes,
  // The group page is a server layout (`/groups/{groupID}`): its record, its layout, its widgets
  // and their placements at its points, where other add-ons place theirs (`groupLayouts`).
  views: { group: resolveGroup },
  layouts: GROUP_LAYOUTS,
  widgets: GROUP_WIDGETS,
  placements: GROUP_PLACEMENTS,
  seed: seedGroups,
});

export { groupLayouts } from "./layouts/groupLayouts";

export type { Group, GroupApplicant, GroupMember, GroupPrivacy, GroupRole, GroupViewerStatus } from "../shared/Group";
