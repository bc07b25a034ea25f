import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";

/**
 * A section rooted at the demo's Staff Lounge (packages/addon-subcommunities): the admin enables
 * Subcommunities and creates it. A section is as visible as its root category, so to guests and
 * members it, its home page (`/{folder}`), its lists (`/{folder}/discussions`, `/{folder}/categories`),
 * every other page under its folder, their layouts and the title bar's switcher (a page's text)
 * must answer as a missing section.
 */
export const subcommunityKind: HiddenKind = {
  name: "subcommunities",
  async setUp(ctx: MatrixContext): Promise<HiddenRecord[]> {
    const { marker, missingID, sessions } = ctx;
    await callOk(sessions.admin, "PATCH", "/api/v2/addons/subcommunities", { enabled: true });
    const lounge = await callOk<{ categoryID: number }>(sessions.admin, "GET", "/api/v2/categories/staff-lounge");
    const folder = `${marker}-staff`;
    const missing = `${marker}-missing`;
    const section = await callOk<{ subcommunityID: number }>(sessions.admin, "POST", "/api/v2/subcommunities", {
      name: `${marker} hidden section`,
      folder,
      categoryID: lounge.categoryID,
      description: `${marker} hidden section description`,
    });
    const id = section.subcommunityID;
    const lookup = (recordID: string, view = "subcommunityHome") =>
      `/api/v2/layouts/lookup-hydrate?layoutViewType=${view}&recordType=siteSection&recordID=${recordID}`;
    // A category page's lookup under a section's folder.
    const inSection = (category: string, section: string) =>
      `/api/v2/layouts/lookup-hydrate?layoutViewType=categoryList&recordType=category&recordID=${category}&siteSection=${section}`;
    return [
      {
        kind: "subcommunity",
        id,
        visibleTo: new Set(["moderator", "admin"]),
        texts: [`${marker} hidden section`],
        idKeys: ["subcommunityID"],
        idPaths: [`/${folder}`],
        probes: [
          { hidden: `/api/v2/subcommunities/${id}`, missing: `/api/v2/subcommunities/${missingID}` },
          { hidden: lookup(folder), missing: lookup(missing) },
          { hidden: `/${folder}`, missing: `/${missing}` },
          // Its lists under its folder.
          { hidden: lookup(folder, "subcommunityDiscussionList"), missing: lookup(missing, "subcommunityDiscussionList") },
          { hidden: `/${folder}/discussions`, missing: `/${missing}/discussions` },
          { hidden: `/${folder}/categories`, missing: `/${missing}/categories` },
          // Every other page under its folder (core's router serves them there, docs/page-flow.md §1).
          { hidden: `/${folder}/categories/general`, missing: `/${missing}/categories/general` },
          { hidden: `/${folder}/post/discussion`, missing: `/${missing}/post/discussion` },
          { hidden: inSection("general", folder), missing: inSection("general", missing) },
        ],
      },
    ];
  },
};
