import type { SiteSection, Viewer } from "@quorum/server";
import { canViewCategory } from "@quorum/forum/contract/server";
import type { Subcommunity } from "../../shared/Subcommunity";
import type { SubcommunitiesDb } from "../db/SubcommunitiesTables";

type Row = Omit<Subcommunity, "url" | "dateInserted"> & { dateInserted: Date };

const COLUMNS = ["subcommunityID", "name", "folder", "locale", "categoryID", "description", "sort", "dateInserted"] as const;

function serialize(row: Row): Subcommunity {
  return { ...row, url: `/${row.folder}`, dateInserted: row.dateInserted.toISOString() };
}

/**
 * The sections the viewer may see, in their order: a section is as visible as its root category,
 * so a section of a staff-only tree is missing (404) to everyone else, as its categories are.
 */
export async function visibleSubcommunities(db: SubcommunitiesDb, viewer: Viewer): Promise<Subcommunity[]> {
  const rows = await db.selectFrom("subcommunities").select(COLUMNS).orderBy("sort").orderBy("subcommunityID").execute();
  const visible = await Promise.all(rows.map((row) => canViewCategory(db, viewer.permissions, row.categoryID)));
  return rows.filter((_, index) => visible[index]).map(serialize);
}

/** One section by id or folder, or undefined when it is missing or its root category hidden from the viewer. */
export async function findSubcommunity(db: SubcommunitiesDb, viewer: Viewer, key: number | string): Promise<Subcommunity | undefined> {
  const row = await db
    .selectFrom("subcommunities")
    .select(COLUMNS)
    .where(typeof key === "number" ? "subcommunityID" : "folder", "=", key)
    .executeTakeFirst();
  if (!row || !(await canViewCategory(db, viewer.permissions, row.categoryID))) return undefined;
  return serialize(row);
}

/** One section by id as its managers see it (whatever its root category), or undefined when it does not exist. */
export async function loadSubcommunity(db: SubcommunitiesDb, subcommunityID: number): Promise<Subcommunity | undefined> {
  const row = await db.selectFrom("subcommunities").select(COLUMNS).where("subcommunityID", "=", subcommunityID).executeTakeFirst();
  return row && serialize(row);
}

/** A section as the framework knows site sections (`ServerAddon.siteSections`, the layouts' `siteSectionID` and locale). */
export function siteSectionOf(section: Subcommunity): SiteSection {
  return { folder: section.folder, siteSectionID: section.subcommunityID, locale: section.locale, categoryID: section.categoryID };
}
