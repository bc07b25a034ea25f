// The client half of Groups: a small descriptor with no side effects. Every component sits
// behind `load`, so a browser downloads one only when a page shows it, and nothing at all while
// the add-on is disabled.
import { defineAddon } from "@quorum/core";
import { quorum } from "../../package.json";

export default defineAddon({
  key: quorum.addon,
  routes: [{ path: "/groups", load: () => import("./pages/GroupsPage") }],
  navItems: [{ id: "groups", name: "Groups", url: "/groups", order: 100 }],
});
