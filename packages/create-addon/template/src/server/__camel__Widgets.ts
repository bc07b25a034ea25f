import type { HydrateContext } from "@quorum/server";
import { __camel__ItemsWidget } from "../shared/__camel__Widgets";
import { list__Pascal__Items } from "./list__Pascal__Items";

/**
 * The add-on's layout catalog: a layout node or placement naming `react.__key__.items` renders as
 * the client's `__Pascal__Widget`, its latest items read here on the server so the page needs no
 * request of its own. A hydrator answering other props than the widget's does not compile.
 */
export const __camel__Widgets = [
  __camel__ItemsWidget.hydrate<HydrateContext>(async (props, ctx) => ({
    ...(typeof props.title === "string" ? { title: props.title } : {}),
    items: await list__Pascal__Items(ctx.db, 10),
  })),
];
