import { Type } from "@sinclair/typebox";

const Privacy = Type.Union([Type.Literal("public"), Type.Literal("private"), Type.Literal("secret")]);
// Something to show: not empty, not only spaces.
const Name = Type.String({ minLength: 1, maxLength: 100, pattern: "\\S" });
const Description = Type.String({ maxLength: 5000 });
// Images are uploaded first (`POST /media`) and referenced by their URL, as Vanilla's groups do.
const ImageUrl = Type.Union([Type.String({ maxLength: 500, pattern: "^(/|https?://)" }), Type.Null()]);

export const GroupPostSchema = Type.Object(
  {
    name: Name,
    description: Type.Optional(Description),
    iconUrl: Type.Optional(ImageUrl),
    bannerUrl: Type.Optional(ImageUrl),
    privacy: Privacy,
  },
  { additionalProperties: false },
);

export const GroupPatchSchema = Type.Partial(GroupPostSchema, { additionalProperties: false, minProperties: 1 });

export const GroupIDParamsSchema = Type.Object({ groupID: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const GroupUserParamsSchema = Type.Object({
  groupID: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  userID: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

export const GroupListQuerySchema = Type.Object(
  {
    /** Part of the name. */
    query: Type.Optional(Type.String({ maxLength: 100 })),
    /** Only the groups the viewer is a member of. */
    mine: Type.Optional(Type.Boolean()),
    privacy: Type.Optional(Privacy),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

export const MemberPatchSchema = Type.Object({ role: Type.Union([Type.Literal("leader"), Type.Literal("member")]) }, { additionalProperties: false });

export const InvitationPostSchema = Type.Object(
  {
    userIDs: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 100, uniqueItems: true })),
    emails: Type.Optional(Type.Array(Type.String({ format: "email", maxLength: 200 }), { maxItems: 100, uniqueItems: true })),
  },
  { additionalProperties: false },
);
