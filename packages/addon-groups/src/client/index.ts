// The client half of Groups: a small descriptor with no side effects. Both pages sit behind
// `load`, so a browser downloads them only when it opens one, and nothing while the add-on is off.
import { defineAddon } from "@quorum/core";
import { quorum } from "../../package.json";

export default defineAddon({
  key: quorum.addon,
  routes: [
    { path: "/groups", load: () => import("./pages/GroupsPage") },
    { path: "/groups/:groupID", load: () => import("./pages/GroupPage") },
  ],
  navItems: [{ id: "groups", name: "Groups", url: "/groups", order: 100 }],
});
