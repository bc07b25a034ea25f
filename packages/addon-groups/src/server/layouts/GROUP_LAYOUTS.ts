import { layoutPoint, type LayoutNode } from "@quorum/server";
import { groupBannerWidget } from "../../shared/widgets";
import { groupLayouts } from "./groupLayouts";

/**
 * The group page (`/groups/{groupID}`, issue 16 §1): the banner across the page, then the
 * `main` column (about, discussions, what other add-ons place) and the `secondary` one (members).
 * The columns' widgets are placements (GROUP_PLACEMENTS), so add-ons add theirs beside them.
 */
export const GROUP_LAYOUTS: Readonly<Record<string, readonly LayoutNode[]>> = {
  group: [
    { $hydrate: "react.section.full-width", children: [{ $hydrate: groupBannerWidget.id }] },
    {
      $hydrate: "react.section.2-columns",
      mainBottom: [layoutPoint(groupLayouts.group, "main")],
      secondaryBottom: [layoutPoint(groupLayouts.group, "secondary")],
    },
  ],
};
