import type { HydrateContext } from "@quorum/server";
import { forumWidgets } from "../../../contract/forumWidgets";

/**
 * `react.app-banner` -> Banner: a static title/description from the layout, else the page's
 * record (a category's name and description), else the site's title and description.
 */
export const bannerWidget = forumWidgets.banner.hydrate<HydrateContext>((props, ctx) => {
  const record = ctx.record;
  const recordName = typeof record?.name === "string" && typeof record.urlcode === "string" ? record.name : undefined;
  const recordDescription = recordName !== undefined && typeof record?.description === "string" ? record.description : undefined;
  const siteTitle = String(ctx.config["garden.homepageTitle"] || ctx.config["garden.title"] || "");
  return {
    ...props,
    title: typeof props.title === "string" ? props.title : (recordName ?? siteTitle),
    description: typeof props.description === "string" ? props.description : (recordDescription ?? String(ctx.config["garden.description"] ?? "")),
  };
});
