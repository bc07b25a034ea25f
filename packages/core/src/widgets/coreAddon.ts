import { defineAddon } from "../addons/defineAddon";

/**
 * Core's own widgets (the sections, title bar, breadcrumbs, HTML of docs/page-flow.md §3),
 * registered like any add-on's. Each sits behind `load`, so a page pays only for what it shows.
 */
export const coreAddon = defineAddon({
  key: "core",
  widgets: {
    SectionFullWidth: { load: () => import("./sections/SectionFullWidth") },
    SectionOneColumn: { load: () => import("./sections/SectionOneColumn") },
    SectionTwoColumns: { load: () => import("./sections/SectionTwoColumns") },
    SectionThreeColumns: { load: () => import("./sections/SectionThreeColumns") },
    SectionEvenColumns: { load: () => import("./sections/SectionEvenColumns") },
    TitleBar: { load: () => import("./titlebar/TitleBar") },
    // The title bar's user box for members (spec §2); TitleBar renders it, guests never load it.
    UserToolbar: { load: () => import("./titlebar/UserToolbar") },
    // Links and sanitized HTML: static for a guest (and anyone), so a guest's page hydrates them on the first interaction.
    Breadcrumbs: { load: () => import("./Breadcrumbs"), staticForGuests: true },
    HtmlWidget: { load: () => import("./HtmlWidget"), staticForGuests: true },
    // The profile page's header (a person's card and the tabs): links and text, static for a guest.
    ProfileHeader: { load: () => import("../users/ProfileHeader"), staticForGuests: true },
    // Spec §2's `search` widget: a plain GET form, so a guest's static copy works before any script.
    SearchWidget: { load: () => import("../search/SearchWidget"), staticForGuests: true },
  },
  // The member's notifications, paged (spec §2: the flyout's link to all of them).
  // /search spans every add-on's domains, so core serves it (spec §2); /kb/search comes with the knowledge base.
  routes: [
    { path: "/notifications", load: () => import("./notifications/NotificationsPage") },
    { path: "/search", load: () => import("../search/SearchPage") },
  ],
});
