import { Type } from "@sinclair/typebox";

/** An installed add-on as `GET /addons` reports it (spec §3 "Addon"). */
export const AddonSchema = Type.Object({
  addonID: Type.String(),
  key: Type.String(),
  type: Type.Union([Type.Literal("addon"), Type.Literal("theme"), Type.Literal("locale")]),
  name: Type.String(),
  description: Type.String(),
  version: Type.String(),
  enabled: Type.Boolean(),
  alwaysOn: Type.Boolean(),
  problem: Type.Optional(Type.String()),
  requires: Type.Record(Type.String(), Type.String()),
  permissions: Type.Array(
    Type.Object({
      name: Type.String(),
      scope: Type.Union([Type.Literal("global"), Type.Literal("category")]),
      defaultRoles: Type.Array(Type.String()),
      description: Type.String(),
    }),
  ),
});

/** What `GET /users/$me/permissions` answers (spec §3 "Permissions payload"). */
export const PermissionsPayloadSchema = Type.Object({
  isAdmin: Type.Boolean(),
  permissions: Type.Array(Type.Object({ type: Type.String(), id: Type.Optional(Type.Integer()), permissions: Type.Record(Type.String(), Type.Boolean()) })),
  junctions: Type.Optional(Type.Record(Type.String(), Type.Array(Type.Integer()))),
  junctionAliases: Type.Optional(Type.Record(Type.String(), Type.Record(Type.String(), Type.Integer()))),
});

const WidgetNodeSchema = Type.Object({
  $reactComponent: Type.String(),
  $reactProps: Type.Record(Type.String(), Type.Unknown()),
  $middleware: Type.Optional(Type.Object({ visibility: Type.Optional(Type.Object({ device: Type.Optional(Type.String()) })) })),
});

/** Answer of `GET /layouts/lookup-hydrate` (spec §3 "Layout response"). */
export const LayoutResponseSchema = Type.Object({
  layoutID: Type.String(),
  layoutViewType: Type.String(),
  layout: Type.Array(WidgetNodeSchema),
  titleBar: WidgetNodeSchema,
  seo: Type.Object({ title: Type.String(), description: Type.Optional(Type.String()), url: Type.Optional(Type.String()) }),
  contexts: Type.Optional(Type.Array(Type.Record(Type.String(), Type.Unknown()))),
  redirectTo: Type.Optional(Type.String()),
});

/** `GET /config`: settings by key (the public ones; every one for site managers). */
export const SiteConfigSchema = Type.Record(Type.String(), Type.Unknown());
