// The client half of @quorum/dashboard: a small descriptor, no side effects. The pages sit behind
// `load`, so the descriptor is all a visitor's browser downloads of the dashboard (it is always
// on); only a site manager opening a dashboard page fetches its chunk. It also serves the member's
// own account pages that every site has (notification preferences, email confirmation).
import { defineAddon } from "@quorum/core";
import { quorum } from "../../package.json";

export default defineAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  routes: [
    { path: "/dashboard/addons", permission: "site.manage", load: () => import("./addons/AddonsPage") },
    { path: "/dashboard/users", permission: "users.edit", load: () => import("./users/UsersPage") },
    // A member's own account (My Account's target): the dashboard is the always-on home of accounts.
    { path: "/profile/edit", permission: "session.valid", load: () => import("./profile/ProfileEditPage") },
    // A member's own account pages (spec §5, §6): always on, like the dashboard.
    { path: "/notification-preferences", load: () => import("./account/NotificationPreferencesPage") },
    { path: "/entry/emailconfirmrequest", load: () => import("./account/EmailConfirmRequestPage") },
    { path: "/entry/emailconfirm/:userID/:token", load: () => import("./account/EmailConfirmPage") },
  ],
  // Last in the title bar: a tool for the few, after the community's own entries.
  navItems: [{ id: "dashboard", name: "Dashboard", url: "/dashboard/addons", permission: "site.manage", order: 1000 }],
});
