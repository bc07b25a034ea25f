import type { WidgetHydrator } from "@quorum/server";
import { pageCategoryID } from "../pageCategoryID";

/** `react.newpost` -> NewPostMenu: posts into the page's category when there is one. */
export const newPostWidget: WidgetHydrator = {
  component: "NewPostMenu",
  hydrate(props, ctx) {
    const categoryID = pageCategoryID(ctx);
    return { ...props, ...(categoryID !== undefined ? { categoryID } : {}) };
  },
};
