// The server half of __Title__: its table, API route, layout widget (placed on the forum's home page) and demo content.
import { definePermission, defineServerAddon } from "@quorum/server";
import { quorum, version } from "../../package.json";
import { __camel__Routes } from "./__camel__Routes";
import { __camel__Placements } from "./__camel__Placements";
import { __camel__Widgets } from "./__camel__Widgets";
import { m0001__Pascal__ } from "./migrations/0001___camel__";
import { seed__Pascal__ } from "./seed__Pascal__";

export default defineServerAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  name: "__Title__",
  description: "A widget, a page and an API route of __Title__.",
  version,
  // The Quorum cores this add-on is written for; a site outside the range refuses to enable it.
  coreVersion: "__coreRange__",
  // The features (add-on keys) it builds on, with semver ranges of their versions: the forum, whose
  // contract (`@quorum/forum/contract/server`) gives the layouts it places its widget on. A site
  // refuses the add-on while one is missing, out of range or disabled, and migrates it after them.
  requires: { forum: "__forumRange__" },
  // Declared, not granted in SQL: the site grants each to its default roles when the add-on is
  // first enabled, and lists it to site managers.
  permissions: [
    definePermission("__key__.view", {
      scope: "global",
      defaultRoles: ["guest", "member", "moderator", "administrator"],
      description: "See __Title__'s items.",
    }),
  ],
  migrations: [m0001__Pascal__],
  routes: __camel__Routes,
  widgets: __camel__Widgets,
  placements: __camel__Placements,
  seed: seed__Pascal__,
});
