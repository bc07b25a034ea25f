/** A site section (Vanilla's subcommunity): its own address folder, locale and root category. */
export interface Subcommunity {
  subcommunityID: number;
  name: string;
  /** The address folder: the section lives at `/{folder}` (a lowercase slug). */
  folder: string;
  /** The section's locale ("en", "fr", "pt-BR"). */
  locale: string;
  /** The root of the section's category tree: its lists and search are that tree's. */
  categoryID: number;
  description: string;
  sort: number;
  /** The section's home page. */
  url: string;
  dateInserted: string;
}
