import type { Breadcrumb } from "@quorum/api";
import type { WidgetHydrator } from "../addons/defineServerAddon";
import { sanitizeHtml } from "../render/sanitizeHtml";
import { profileRecordOf } from "../users/profile/ProfileRecord";

/** The framework's own catalog entries (docs/page-flow.md §3): sections, title bar, breadcrumbs, HTML. */
export const BUILTIN_WIDGETS: Readonly<Record<string, WidgetHydrator>> = {
  "react.section.full-width": { component: "SectionFullWidth", childProps: ["children"] },
  "react.section.1-column": { component: "SectionOneColumn", childProps: ["children"] },
  "react.section.2-columns": {
    component: "SectionTwoColumns",
    childProps: ["breadcrumbs", "mainTop", "mainBottom", "secondaryTop", "secondaryBottom"],
  },
  "react.section.3-columns": {
    component: "SectionThreeColumns",
    childProps: ["breadcrumbs", "leftTop", "leftBottom", "middleTop", "middleBottom", "rightTop", "rightBottom"],
  },
  "react.section.2-columns-even": { component: "SectionEvenColumns", childProps: ["breadcrumbs", "left", "right"] },
  "react.section.3-columns-even": { component: "SectionEvenColumns", childProps: ["breadcrumbs", "left", "middle", "right"] },
  // Navigation comes from the client add-ons and the user from the bootstrap: nothing to fill in.
  "react.titlebar": { component: "TitleBar" },
  "react.breadcrumbs": {
    component: "Breadcrumbs",
    hydrate: (props, ctx) => ({ ...props, crumbs: (ctx.record?.breadcrumbs as Breadcrumb[] | undefined) ?? [] }),
  },
  // The profile page's header: the person's card and the tabs (nothing outside a profile page).
  "react.profile.header": {
    component: "ProfileHeader",
    hydrate: (props, ctx) => {
      const profile = profileRecordOf(ctx.record);
      return profile ? { ...props, user: profile.user, view: profile.view, tab: profile.tab, tabs: profile.tabs } : { ...props, user: null };
    },
  },
  // Spec §2's `search` widget: core's search box (an optional `title`), nothing to fill in.
  "react.search": { component: "SearchWidget" },
  "react.html": {
    component: "HtmlWidget",
    hydrate: (props) => ({ ...props, html: sanitizeHtml(typeof props.html === "string" ? props.html : "", "layout") }),
  },
};
