import { forumLayouts } from "@quorum/forum/contract/server";
import { place, type Placement } from "@quorum/server";
import { __camel__ItemsWidget } from "../shared/__camel__Widgets";

/**
 * Where the add-on's widget shows on the forum's pages: the home page's side column, after the
 * forum's own entries there (`forum.guestCta`, `forum.newPost`). Other add-ons' placements stay;
 * the id must be unique at the point.
 */
export const __camel__Placements: readonly Placement[] = [
  place({
    layout: forumLayouts.home,
    at: "secondary",
    id: "__key__.items",
    widget: __camel__ItemsWidget,
    props: { title: "Latest from __Title__" },
    order: "after:forum.newPost",
  }),
];
