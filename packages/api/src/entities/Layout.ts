/** Device visibility middleware of a widget (spec §3 "Widget descriptor"). */
export type DeviceVisibility = "mobile" | "desktop" | "all";

/** A hydrated widget: which React component to render with which props. */
export interface WidgetNode {
  $reactComponent: string;
  $reactProps: Record<string, unknown>;
  $middleware?: { visibility?: { device?: DeviceVisibility } };
}

/** The view types a layout can be looked up for. */
export type LayoutViewType =
  | "home"
  | "discussionList"
  | "categoryList"
  | "discussionCategoryPage"
  | "nestedCategoryList"
  | "post"
  | "discussion"
  | "question"
  | "createPost";

/** Query of `GET /layouts/lookup-hydrate`. */
export interface LayoutLookup {
  /** One of the forum's view types, or an add-on's own (a knowledge base's "kbArticle"). */
  layoutViewType: LayoutViewType | (string & {});
  recordType: string;
  recordID: number | string;
  params: Record<string, string | number | undefined>;
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
