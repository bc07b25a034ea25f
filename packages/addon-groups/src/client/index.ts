// The client half of Groups: a small descriptor with no side effects. The groups list is a lazy
// page and the group page a server layout whose widgets are lazy, so a browser downloads them only
// when it opens one, and nothing while the add-on is off. Its group page address is a fixed path;
// its search tab (an extension point) makes the descriptor load on every page until extension
// points are lazy too (docs/page-flow.md §4).
import { defineAddon, searchDomainsPoint } from "@quorum/core";
import { quorum } from "../../package.json";
import { groupAboutWidget, groupBannerWidget, groupDiscussionsWidget, groupMembersWidget } from "../shared/widgets";

export default defineAddon({
  key: quorum.addon,
  routes: [{ path: "/groups", load: () => import("./pages/GroupsPage") }],
  layoutRoutes: [{ path: "/groups/:groupID", layout: "group", recordType: "group" }],
  widgets: [
    groupBannerWidget.client(() => import("./widgets/GroupBanner")),
    groupAboutWidget.client(() => import("./widgets/GroupAbout")),
    groupMembersWidget.client(() => import("./widgets/GroupMembers")),
    groupDiscussionsWidget.client(() => import("./widgets/GroupDiscussionList")),
  ],
  navItems: [{ id: "groups", name: "Groups", url: "/groups", order: 100 }],
  // The search page's tab for the server's `groups` domain (docs/addons.md, "Search").
  extend: [searchDomainsPoint.with({ key: "groups", label: "Groups" })],
});
