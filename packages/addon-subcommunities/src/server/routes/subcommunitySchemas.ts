import { Type } from "@sinclair/typebox";

const ID = Type.Integer({ minimum: 1, maximum: 2147483647 });
// Something to show: not empty, not only spaces.
const Name = Type.String({ minLength: 1, maxLength: 100, pattern: "\\S" });
// The folder's form, uniqueness and reserved words are checked by the route (422 naming `folder`).
const Folder = Type.String({ maxLength: 100 });
// A language tag: "en", "fr", "pt-BR", "zh-Hant".
const Locale = Type.String({ pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$", maxLength: 12 });

const fields = {
  name: Name,
  folder: Folder,
  locale: Locale,
  /** The root of the section's category tree. */
  categoryID: ID,
  description: Type.String({ maxLength: 500 }),
  sort: Type.Integer({ minimum: -1000, maximum: 1000 }),
};

export const SubcommunityPostSchema = Type.Object(
  {
    name: fields.name,
    folder: fields.folder,
    categoryID: fields.categoryID,
    locale: Type.Optional(fields.locale),
    description: Type.Optional(fields.description),
    sort: Type.Optional(fields.sort),
  },
  { additionalProperties: false },
);

export const SubcommunityPatchSchema = Type.Partial(Type.Object(fields), { additionalProperties: false });

export const SubcommunityIDParamsSchema = Type.Object({ subcommunityID: ID });
