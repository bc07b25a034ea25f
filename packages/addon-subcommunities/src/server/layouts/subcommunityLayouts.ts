import { defineLayout } from "@quorum/server";

/** The add-on's layout and its insertion points, for add-ons that place widgets on a section's home. */
export const subcommunityLayouts = {
  /** `/{folder}`: `main` (after the section's discussions and categories), `secondary`. */
  subcommunityHome: defineLayout("subcommunityHome", ["main", "secondary"]),
  /** `/{folder}/discussions`: `main` (after the section's discussions), `secondary`. */
  subcommunityDiscussionList: defineLayout("subcommunityDiscussionList", ["main", "secondary"]),
  /** `/{folder}/categories`: `main` (after the section's categories), `secondary`. */
  subcommunityCategoryList: defineLayout("subcommunityCategoryList", ["main", "secondary"]),
};
