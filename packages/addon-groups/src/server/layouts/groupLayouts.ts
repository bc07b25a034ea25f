import { defineLayout } from "@quorum/server";

/**
 * The group page's layout and its insertion points (docs/addons.md §6), exported by the server
 * half so other add-ons place into it: `place({ layout: groupLayouts.group, at: "main", id:
 * "events.groupEvents", widget, order: "after:groups.discussions" })` (a group's events, when
 * Events is on). The page's group is the hydrators' `ctx.record` (a `Group`, as the viewer may see it).
 * - `main`: `groups.about`, `groups.discussions` — a group's content goes here.
 * - `secondary`: `groups.members`.
 */
export const groupLayouts = {
  group: defineLayout("group", ["main", "secondary"]),
};
