import type { LayoutLookup } from "@quorum/api";
import { FOLDER_PATTERN, RESERVED_FOLDERS } from "../shared/RESERVED_FOLDERS";

/**
 * `/{folder}`: a section's home (spec §2: the view type is subcommunity home when the section is
 * not 0; the record is the site section, here named by its folder). The client does not know the
 * folders: any one-segment address that could be one and is no page of the site's is looked up,
 * and the server answers 404 (the not-found page, as before) when no section has that folder.
 */
export function matchSectionRoute(path: string): LayoutLookup | null {
  const folder = /^\/([^/]+)$/.exec(path)?.[1];
  if (!folder || !FOLDER_PATTERN.test(folder) || RESERVED_FOLDERS.has(folder)) return null;
  return { layoutViewType: "subcommunityHome", recordType: "siteSection", recordID: folder, params: {} };
}
