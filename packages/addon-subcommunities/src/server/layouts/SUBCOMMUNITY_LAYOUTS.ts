import { forumWidgets } from "@quorum/forum/contract/server";
import { layoutPoint, type LayoutNode, type LayoutRef, type LayoutSpecNode } from "@quorum/server";
import { switcherWidget } from "../../shared/widgets";
import { subcommunityLayouts } from "./subcommunityLayouts";

/** The section's banner (its name and description) and its scoped search, over every section page. */
const top: LayoutSpecNode = { $hydrate: "react.section.full-width", children: [{ $hydrate: "subcommunity.banner" }, { $hydrate: switcherWidget.id }] };

/**
 * A section page: the banner, then `main` (the page's lists, then the placements at its `main`
 * point) beside the forum's guest welcome and new-post menu (which offers the section's root
 * category, the page's record category) and the placements at `secondary`.
 */
const sectionPage = (layout: LayoutRef<"main" | "secondary">, main: readonly LayoutSpecNode[]): LayoutNode[] => [
  top,
  {
    $hydrate: "react.section.2-columns",
    mainBottom: [...main, layoutPoint(layout, "main")],
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
];

/**
 * A section's pages (spec §2's subcommunity home, and its lists under its folder): its home's
 * recent discussions and categories, `/{folder}/discussions` (all its discussions, paged) and
 * `/{folder}/categories` (its category tree). Add-ons place theirs at each one's `main` and
 * `secondary` points.
 */
export const SUBCOMMUNITY_LAYOUTS: Readonly<Record<string, readonly LayoutNode[]>> = {
  subcommunityHome: sectionPage(subcommunityLayouts.subcommunityHome, [
    { $hydrate: "subcommunity.discussions", title: "Recent Discussions" },
    { $hydrate: "subcommunity.categories", title: "Categories" },
  ]),
  subcommunityDiscussionList: sectionPage(subcommunityLayouts.subcommunityDiscussionList, [
    { $hydrate: "subcommunity.discussions", title: "Recent Discussions", showPager: true },
  ]),
  subcommunityCategoryList: sectionPage(subcommunityLayouts.subcommunityCategoryList, [{ $hydrate: "subcommunity.categories", title: "Categories" }]),
};
