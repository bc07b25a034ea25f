import type { SiteNavGroup } from "@quorum/api";
import type { HookContext } from "@quorum/server";
import { subcommunitiesDb } from "../db/SubcommunitiesTables";
import { visibleSubcommunities } from "../services/subcommunityAccess";

/**
 * The section switcher of the title bar (issue 17 §5: navigation offers a section switcher): the
 * whole site and each section the viewer may see, made with the page's bootstrap so that core's
 * title bar shows it on every page with none of this add-on's code. Null while there is no section
 * the viewer may see.
 */
export async function subcommunityNavGroup(ctx: HookContext): Promise<SiteNavGroup | null> {
  const sections = await visibleSubcommunities(subcommunitiesDb(ctx.db), ctx.viewer);
  if (sections.length === 0) return null;
  return {
    id: "subcommunities",
    label: "Subcommunities",
    links: [{ name: "Whole Site", url: "/" }, ...sections.map((section) => ({ name: section.name, url: section.url }))],
  };
}
