// The server half of __Title__: its table, API route, layout widget and demo content.
import { defineServerAddon } from "@quorum/server";
import { version } from "../../package.json";
import { __camel__Routes } from "./__camel__Routes";
import { __camel__Widgets } from "./__camel__Widgets";
import { m0001__Pascal__ } from "./migrations/0001___camel__";
import { seed__Pascal__ } from "./seed__Pascal__";

export default defineServerAddon({
  key: "__key__",
  name: "__Title__",
  description: "A widget, a page and an API route of __Title__.",
  version,
  // The Quorum cores this add-on is written for; a site outside the range refuses to enable it.
  coreVersion: "__coreRange__",
  migrations: [m0001__Pascal__],
  routes: __camel__Routes,
  widgets: __camel__Widgets,
  seed: seed__Pascal__,
});
