// The server half of @quorum/dashboard (`@quorum/dashboard/server`). The add-on screens it serves
// use the framework's own site-manager endpoints (`GET/PATCH /addons`), so it adds no routes yet;
// it is declared so the site lists it and the shell imports its client half (always on).
import { defineServerAddon } from "@quorum/server";
import { quorum } from "../../package.json";

export default defineServerAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  name: "Dashboard",
  description: "Screens for site managers: turn add-ons on and off.",
  version: "0.1.0",
  alwaysOn: true,
});
