// The client half of __Title__: a small descriptor with no side effects. Every component sits
// behind `load`, so a browser downloads one only when a page shows it, and nothing at all while
// the add-on is disabled.
import { defineAddon } from "@quorum/core";
import { quorum } from "../../package.json";
import { __camel__ItemsWidget } from "../shared/__camel__Widgets";

export default defineAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  // The shared widget's component, behind a dynamic import (the server never loads this file).
  widgets: [__camel__ItemsWidget.client(() => import("./__Pascal__Widget"))],
  routes: [{ path: "/__key__", load: () => import("./__Pascal__Page") }],
  navItems: [{ id: "__key__", name: "__Title__", url: "/__key__", order: 100 }],
});
