import { defineWidget } from "@quorum/api";

/** One section in the switcher. */
interface SwitcherSection {
  name: string;
  url: string;
  current: boolean;
}

/** What the switcher renders: the sections the viewer may see, and the search of the current one. */
export interface SubcommunitySwitcherProps {
  sections: SwitcherSection[];
  /** The section the page is in: its search is scoped to its category tree. */
  search: { name: string; categoryID: number } | null;
}

/** `react.subcommunity.switcher` -> SubcommunitySwitcher (this add-on's one component). */
export const switcherWidget = defineWidget<SubcommunitySwitcherProps>({ id: "react.subcommunity.switcher", component: "SubcommunitySwitcher" });
