/** Device visibility middleware of a widget (spec §3 "Widget descriptor"). */
export type DeviceVisibility = "mobile" | "desktop" | "all";

/** A hydrated widget: which React component to render with which props. */
export interface WidgetNode {
  $reactComponent: string;
  $reactProps: Record<string, unknown>;
  $middleware?: { visibility?: { device?: DeviceVisibility } };
}

/**
 * A view type a layout can be looked up for: the framework's own "home", or one a feature or
 * add-on defines (the forum's are `ForumLayoutViewType` in its contract; a knowledge base's
 * "kbArticle"). `string & {}` keeps "home" offered by editors while any name is accepted.
 */
export type LayoutViewType = "home" | (string & {});

/** Query of `GET /layouts/lookup-hydrate`. */
export interface LayoutLookup {
  layoutViewType: LayoutViewType;
  recordType: string;
  recordID: number | string;
  params: Record<string, string | number | undefined>;
  /**
   * The folder of the site section the address is under (`/games/discussion/12` -> "games"): the
   * server looks the layout up with that section's id and locale, or answers 404 when the viewer
   * may see no section there. Absent outside a section.
   */
  siteSection?: string;
}

/** Answer of `GET /layouts/lookup-hydrate` (spec §3 "Layout response"). */
export interface LayoutResponse {
  layoutID: string;
  layoutViewType: LayoutViewType;
  layout: WidgetNode[];
  titleBar: WidgetNode;
  seo: { title: string; description?: string; url?: string };
  contexts?: Array<Record<string, unknown>>;
  redirectTo?: string;
}
