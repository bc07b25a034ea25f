import type { LayoutNode } from "../../addons/defineServerAddon";
import { layoutPoint } from "../../layouts/defineLayout";
import { coreLayouts } from "./coreLayouts";

/** The profile page: the person's header (card and tabs) over the tab's list, side panels beside. */
export const PROFILE_LAYOUT: readonly LayoutNode[] = [
  {
    $hydrate: "react.section.2-columns",
    mainTop: [{ $hydrate: "react.profile.header" }],
    mainBottom: [layoutPoint(coreLayouts.profile, "main")],
    secondaryTop: [layoutPoint(coreLayouts.profile, "secondary")],
  },
];
