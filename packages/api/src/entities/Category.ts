import type { Breadcrumb } from "./Breadcrumb";

/** A category (spec §3 "Category"; fields after Vanilla's `CategoryFragment`). */
export interface Category {
  categoryID: number;
  name: string;
  description: string;
  urlcode: string;
  url: string;
  parentCategoryID: number | null;
  depth: number;
  sort: number;
  displayAs: "discussions" | "categories" | "flat" | "heading";
  countDiscussions: number;
  countComments: number;
  countAllDiscussions: number;
  countAllComments: number;
  /** The category whose permissions apply to this one (itself when it has custom permissions). */
  permissionCategoryID: number;
  dateInserted: string;
  lastPost?: {
    name: string;
    url: string;
    dateInserted: string;
    insertUser: { userID: number; name: string };
  } | null;
  children?: Category[];
  breadcrumbs?: Breadcrumb[];
}
