// The server half of Subcommunities: site sections with their own folder (`/{folder}`), locale and
// root category, the section home layout with lists scoped to the section, and the section
// switcher (issue 17 §5).
import { defineServerAddon } from "@quorum/server";
import { quorum, version } from "../../package.json";
import { resolveSubcommunityCategoryList, resolveSubcommunityDiscussionList, resolveSubcommunityHome } from "./layouts/resolveSubcommunityHome";
import { SUBCOMMUNITY_LAYOUTS } from "./layouts/SUBCOMMUNITY_LAYOUTS";
import { SUBCOMMUNITY_WIDGETS } from "./layouts/subcommunityWidgets";
import { m0001Subcommunities } from "./migrations/0001_subcommunities";
import { subcommunityNavGroup } from "./nav/subcommunityNavGroup";
import { subcommunityRoutes } from "./routes/subcommunityRoutes";
import { subcommunitiesDb } from "./db/SubcommunitiesTables";
import { siteSectionOf, visibleSubcommunities } from "./services/subcommunityAccess";
import { seedSubcommunities } from "./seed/seedSubcommunities";

export default defineServerAddon({
  // Written once, in package.json (`quorum.addon`), where the site's build finds the add-on.
  key: quorum.addon,
  name: "Subcommunities",
  description: "Site sections with their own address, locale and category tree, each with its home page, and a switcher between them.",
  version,
  coreVersion: "^0.1.0",
  requires: { forum: "^0.1" },
  migrations: [m0001Subcommunities],
  routes: subcommunityRoutes,
  views: {
    subcommunityHome: resolveSubcommunityHome,
    subcommunityDiscussionList: resolveSubcommunityDiscussionList,
    subcommunityCategoryList: resolveSubcommunityCategoryList,
  },
  widgets: SUBCOMMUNITY_WIDGETS,
  layouts: SUBCOMMUNITY_LAYOUTS,
  navGroup: subcommunityNavGroup,
  // The sections' folders: every page of the site is served under them (core's router, spec §2).
  siteSections: async (ctx) => (await visibleSubcommunities(subcommunitiesDb(ctx.db), ctx.viewer)).map(siteSectionOf),
  seed: seedSubcommunities,
});

export type { Subcommunity } from "../shared/Subcommunity";
export { subcommunityLayouts } from "./layouts/subcommunityLayouts";
