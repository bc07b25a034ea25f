import { Type, type Static } from "@sinclair/typebox";
import { CategoryPreferencesSchema } from "../schemas/categoryPreferenceSchemas";
import { BreadcrumbSchema } from "./postResponseSchemas";
import { DateTimeSchema, UserFragmentSchema } from "./userResponseSchemas";

const categoryFields = {
  categoryID: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  urlcode: Type.String(),
  url: Type.String(),
  parentCategoryID: Type.Union([Type.Integer(), Type.Null()]),
  depth: Type.Integer(),
  sort: Type.Integer(),
  displayAs: Type.Union([Type.Literal("discussions"), Type.Literal("categories"), Type.Literal("flat"), Type.Literal("heading")]),
  countDiscussions: Type.Integer(),
  countComments: Type.Integer(),
  countAllDiscussions: Type.Integer(),
  countAllComments: Type.Integer(),
  /** How many categories sit directly in this one (always sent). */
  countCategories: Type.Optional(Type.Integer()),
  /** How many members follow it (always sent). */
  countFollowers: Type.Optional(Type.Integer()),
  /** Whether the viewer follows it (always sent; false for guests). */
  followed: Type.Optional(Type.Boolean()),
  /** The signed-in viewer's preferences for it (members only). */
  preferences: Type.Optional(CategoryPreferencesSchema),
  /** The category whose permissions apply to this one (itself when it has custom permissions). */
  permissionCategoryID: Type.Integer(),
  /** Whether it has permissions of its own (`permissionCategoryID` is itself; always sent). */
  customPermissions: Type.Optional(Type.Boolean()),
  /** Archived categories take no new posts: none are, as archiving is not built (always sent). */
  isArchived: Type.Optional(Type.Boolean()),
  dateInserted: DateTimeSchema,
  lastPost: Type.Optional(
    Type.Union([
      Type.Object({
        name: Type.String(),
        url: Type.String(),
        dateInserted: DateTimeSchema,
        /** The post's author (always sent). */
        insertUserID: Type.Optional(Type.Integer()),
        insertUser: UserFragmentSchema,
      }),
      Type.Null(),
    ]),
  ),
  breadcrumbs: Type.Optional(Type.Array(BreadcrumbSchema)),
};

const CategoryFieldsSchema = Type.Object(categoryFields);

/** A category without its children. */
export type CategoryFields = Static<typeof CategoryFieldsSchema>;

/**
 * A category (spec §3 "Category"; fields after Vanilla's `CategoryFragment`), with its children
 * when listed as a tree: checked three levels deep (a recursive schema's `$id` would clash where
 * two routes' schemas hold it).
 */
export const CategorySchema = Type.Object({
  ...categoryFields,
  children: Type.Optional(Type.Array(Type.Object({ ...categoryFields, children: Type.Optional(Type.Array(CategoryFieldsSchema)) }))),
});
