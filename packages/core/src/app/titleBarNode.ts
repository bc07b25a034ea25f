import type { WidgetNode } from "@quorum/api";

/**
 * The title bar every page shows, rendered by the shell (so it stays mounted across navigations
 * and shows on add-on and error pages too) through the registry (so an add-on can replace it).
 */
export const TITLE_BAR_NODE: WidgetNode = { $reactComponent: "TitleBar", $reactProps: {} };
