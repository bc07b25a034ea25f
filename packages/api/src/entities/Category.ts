import type { CategoryFields } from "../responses/categoryResponseSchemas";

/** A category (spec §3 "Category"; fields after Vanilla's `CategoryFragment`; `CategorySchema`), with its children in a tree. */
export type Category = CategoryFields & { children?: Category[] };
