import { Type } from "@sinclair/typebox";

const ID = Type.Integer({ minimum: 1, maximum: 2147483647 });
// Something to show: not empty, not only spaces.
const Name = Type.String({ minLength: 1, maxLength: 100, pattern: "\\S" });
// Images are uploaded first (`POST /media`) and referenced by their URL.
const ImageUrl = Type.Union([Type.String({ maxLength: 500, pattern: "^(/|https?://)" }), Type.Null()]);
const Sort = Type.Integer({ minimum: -100000, maximum: 100000 });
const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 }));
const Limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 500 }));

export const IDParams = {
  // A knowledge base by its number or its url code.
  knowledgeBase: Type.Object({ id: Type.String({ pattern: "^[a-z0-9-]{1,64}$" }) }),
  one: Type.Object({ id: ID }),
  revision: Type.Object({ id: ID, revisionID: ID }),
};

export const KnowledgeBasePostSchema = Type.Object(
  {
    name: Name,
    // Lower-case letters, digits and dashes: it is the knowledge base's address, /kb/{urlCode}.
    urlCode: Type.String({ minLength: 1, maxLength: 64, pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" }),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    iconUrl: Type.Optional(ImageUrl),
    bannerUrl: Type.Optional(ImageUrl),
    viewType: Type.Union([Type.Literal("guide"), Type.Literal("help")]),
    sortArticles: Type.Optional(Type.Union([Type.Literal("manual"), Type.Literal("name"), Type.Literal("dateInserted"), Type.Literal("dateInsertedDesc")])),
    isHidden: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const KnowledgeBasePatchSchema = Type.Partial(KnowledgeBasePostSchema, { additionalProperties: false, minProperties: 1 });

export const KnowledgeCategoryPostSchema = Type.Object(
  {
    knowledgeBaseID: ID,
    parentID: Type.Optional(Type.Union([ID, Type.Null()])),
    name: Name,
    sort: Type.Optional(Sort),
  },
  { additionalProperties: false },
);
export const KnowledgeCategoryPatchSchema = Type.Partial(Type.Omit(KnowledgeCategoryPostSchema, ["knowledgeBaseID"]), {
  additionalProperties: false,
  minProperties: 1,
});
export const KnowledgeCategoryListQuery = Type.Object({ knowledgeBaseID: Type.Optional(ID) }, { additionalProperties: false });

const Body = Type.String({ minLength: 1, maxLength: 200000 });
const Format = Type.Union([Type.Literal("rich2"), Type.Literal("markdown"), Type.Literal("text"), Type.Literal("html")]);

export const ArticlePostSchema = Type.Object(
  {
    knowledgeCategoryID: ID,
    name: Type.String({ minLength: 1, maxLength: 200, pattern: "\\S" }),
    body: Body,
    format: Type.Optional(Format),
    excerpt: Type.Optional(Type.String({ maxLength: 500 })),
    featured: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Sort),
  },
  { additionalProperties: false },
);
export const ArticlePatchSchema = Type.Partial(ArticlePostSchema, { additionalProperties: false, minProperties: 1 });
export const ArticleStatusSchema = Type.Object({ status: Type.Union([Type.Literal("published"), Type.Literal("deleted")]) }, { additionalProperties: false });
export const ArticleReactSchema = Type.Object({ helpful: Type.Boolean() }, { additionalProperties: false });
export const ArticleListQuery = Type.Object(
  {
    knowledgeBaseID: Type.Optional(ID),
    knowledgeCategoryID: Type.Optional(ID),
    featured: Type.Optional(Type.Boolean()),
    /** Editors only: list deleted articles (readers never see them). */
    status: Type.Optional(Type.Union([Type.Literal("published"), Type.Literal("deleted")])),
    page: Page,
    limit: Limit,
  },
  { additionalProperties: false },
);
