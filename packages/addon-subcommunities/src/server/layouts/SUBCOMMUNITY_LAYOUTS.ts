import { forumWidgets } from "@quorum/forum/contract/server";
import { layoutPoint, type LayoutNode } from "@quorum/server";
import { switcherWidget } from "../../shared/widgets";
import { subcommunityLayouts } from "./subcommunityLayouts";

const layout = subcommunityLayouts.subcommunityHome;

/**
 * A section's home (spec §2's subcommunity home): its banner and the section switcher, then its
 * recent discussions and categories beside the forum's guest welcome and new-post menu (which
 * offers the section's root category, the page's record category). Add-ons place theirs at the
 * `main` and `secondary` points.
 */
export const SUBCOMMUNITY_LAYOUTS: Readonly<Record<string, readonly LayoutNode[]>> = {
  subcommunityHome: [
    { $hydrate: "react.section.full-width", children: [{ $hydrate: "subcommunity.banner" }, { $hydrate: switcherWidget.id }] },
    {
      $hydrate: "react.section.2-columns",
      mainBottom: [
        { $hydrate: "subcommunity.discussions", title: "Recent Discussions" },
        { $hydrate: "subcommunity.categories", title: "Categories" },
        layoutPoint(layout, "main"),
      ],
      secondaryBottom: [
        {
          $hydrate: forumWidgets.guestCta.id,
          title: "Welcome!",
          description: "It looks like you're new here. Sign in or register to get started.",
        },
        { $hydrate: forumWidgets.newPost.id },
        layoutPoint(layout, "secondary"),
      ],
    },
  ],
};
