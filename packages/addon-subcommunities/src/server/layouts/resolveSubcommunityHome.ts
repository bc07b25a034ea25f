import { notFound, type ViewResolver } from "@quorum/server";
import type { Subcommunity } from "../../shared/Subcommunity";
import { subcommunitiesDb } from "../db/SubcommunitiesTables";
import { findSubcommunity, siteSectionOf } from "../services/subcommunityAccess";

/**
 * A resolver of a section's page: the record is the site section, looked up by its folder (the
 * address; a folder always has a letter, so an id-like segment is no section's). One the viewer
 * may not see is missing (404), as is an unknown folder, so `/{anything}` (and
 * `/{anything}/discussions`) is the not-found page it was before the add-on.
 */
function sectionPage(layoutViewType: string, seoOf: (section: Subcommunity) => { title: string; url: string }): ViewResolver {
  return async (lookup, ctx) => {
    const key = lookup.recordID;
    const section = typeof key === "string" ? await findSubcommunity(subcommunitiesDb(ctx.db), ctx.viewer, key) : undefined;
    if (!section) throw notFound("Page");
    return {
      layoutViewType,
      record: { ...section },
      seo: { ...seoOf(section), ...(section.description ? { description: section.description } : {}) },
      // Spec §2: a section's pages look their layouts up with its id and locale, and their lists
      // are its tree (the forum's list scopes itself to the page's section).
      siteSection: siteSectionOf(section),
    };
  };
}

/** `subcommunityHome` (spec §2: `/` of a section whose id is not 0). */
export const resolveSubcommunityHome = sectionPage("subcommunityHome", (section) => ({ title: section.name, url: section.url }));

/** `/{folder}/discussions`: the discussions of the section's category tree. */
export const resolveSubcommunityDiscussionList = sectionPage("subcommunityDiscussionList", (section) => ({
  title: `${section.name} Discussions`,
  url: `${section.url}/discussions`,
}));

/** `/{folder}/categories`: the categories of the section's tree. */
export const resolveSubcommunityCategoryList = sectionPage("subcommunityCategoryList", (section) => ({
  title: `${section.name} Categories`,
  url: `${section.url}/categories`,
}));
