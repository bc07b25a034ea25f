// The client half of Subcommunities: a small descriptor with no side effects. A section's addresses
// are fixed layout paths with a param (`/:folder`, `/:folder/discussions`, `/:folder/categories`,
// tried after every other address and never for an add-on page's), so a page that is not a section's gets this add-on's manifest, not its code; the
// switcher sits behind `load`.
import { defineAddon } from "@quorum/core";
import { quorum } from "../../package.json";
import { switcherWidget } from "../shared/widgets";

export default defineAddon({
  key: quorum.addon,
  // Site managers' page; its code loads only there.
  routes: [{ path: "/dashboard/subcommunities", permission: "site.manage", load: () => import("./pages/ManageSubcommunitiesPage") }],
  navItems: [{ id: "subcommunities", name: "Subcommunities", url: "/dashboard/subcommunities", permission: "site.manage", order: 980 }],
  // The record of each is the section named by the folder (the last param).
  layoutRoutes: [
    { path: "/:folder", layout: "subcommunityHome", recordType: "siteSection" },
    { path: "/:folder/discussions", layout: "subcommunityDiscussionList", recordType: "siteSection" },
    { path: "/:folder/categories", layout: "subcommunityCategoryList", recordType: "siteSection" },
  ],
  widgets: [switcherWidget.client(() => import("./widgets/SubcommunitySwitcher"), { staticForGuests: true })],
});
