import { notFound, type ViewResolver } from "@quorum/server";
import { subcommunitiesDb } from "../db/SubcommunitiesTables";
import { findSubcommunity } from "../services/subcommunityAccess";

/**
 * `subcommunityHome` (spec §2: `/` of a section whose id is not 0): the record is the site section,
 * looked up by its folder (the address; a folder always has a letter, so an id-like segment is no
 * section's). One the viewer may not see is missing (404), as is an unknown folder, so
 * `/{anything}` is the not-found page it was before the add-on.
 */
export const resolveSubcommunityHome: ViewResolver = async (lookup, ctx) => {
  const key = lookup.recordID;
  const section = typeof key === "string" ? await findSubcommunity(subcommunitiesDb(ctx.db), ctx.viewer, key) : undefined;
  if (!section) throw notFound("Page");
  return {
    layoutViewType: "subcommunityHome",
    record: { ...section },
    seo: { title: section.name, ...(section.description ? { description: section.description } : {}), url: section.url },
    // Spec §2: a section's pages look their layouts up with its id and locale.
    params: { siteSectionID: section.subcommunityID, locale: section.locale },
  };
};
