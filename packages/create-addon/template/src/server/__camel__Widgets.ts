import type { WidgetHydrator } from "@quorum/server";
import { list__Pascal__Items } from "./list__Pascal__Items";

/**
 * The add-on's layout catalog: a layout node `{ "$hydrate": "react.__key__.items", "title": "..." }`
 * renders as the client's `__Pascal__Widget`, its latest items read here on the server so the
 * page needs no request of its own.
 */
export const __camel__Widgets: Readonly<Record<string, WidgetHydrator>> = {
  "react.__key__.items": {
    component: "__Pascal__Widget",
    async hydrate(props, ctx) {
      return { ...props, items: await list__Pascal__Items(ctx.db, 10) };
    },
  },
};
