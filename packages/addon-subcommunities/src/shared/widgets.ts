import { defineWidget } from "@quorum/api";

/** What the section home's search renders: the section whose category tree it searches (null outside one). */
export interface SubcommunitySwitcherProps {
  search: { name: string; categoryID: number } | null;
}

/** `react.subcommunity.switcher` -> SubcommunitySwitcher (this add-on's one component: the section's search; the title bar carries the switcher, `subcommunityNavGroup`). */
export const switcherWidget = defineWidget<SubcommunitySwitcherProps>({ id: "react.subcommunity.switcher", component: "SubcommunitySwitcher" });
