import { defineWidget } from "@quorum/api";
import type { __Pascal__Item } from "../__Pascal__Item";

export interface __Pascal__WidgetProps {
  /** English text; translated when shown. */
  title?: string;
  items: readonly __Pascal__Item[];
}

/**
 * The add-on's widget, defined once for both halves: its catalog id (what a layout or placement
 * names), the component it renders as, and its props. The client half registers it with its
 * component (`.client(load)`), the server half fills its props (`.hydrate(fn)`), so the three
 * cannot disagree.
 */
export const __camel__ItemsWidget = defineWidget<__Pascal__WidgetProps>({ id: "react.__key__.items", component: "__Pascal__Widget" });
