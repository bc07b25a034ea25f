import type { User } from "@quorum/api";
import type { HookContext } from "../addons/defineServerAddon";
import type { UserCount } from "./UserCount";
import { defineHook } from "../addons/defineHook";
import type { ProfileTab } from "./profile/ProfileTab";

/**
 * The framework's extension points on users, for `ServerAddon.extend`. A feature that keeps
 * something per user (the forum's post counts) adds it to the profile here, so the framework's
 * user routes name no feature's fields.
 */
export const userHooks = {
  /**
   * Adds fields to users before `GET /users/{id}` sends them; batched (one call per list) and
   * mutating the records in place. The context's `db` is the framework's handle.
   */
  serialize: defineHook<(users: User[], ctx: HookContext) => void | Promise<void>>("core.user.serialize"),
  /**
   * A tab of the profile page (`/profile/{tab}/{userName}`): its address segment, name and order.
   * What it lists is the feature's placement at `coreLayouts.profile` "main" (docs/addons.md §6).
   */
  profileTab: defineHook<ProfileTab>("core.user.profileTab"),
  /**
   * A count a feature keeps per member (unread conversations): `GET /users/me-counts` lists it by
   * name, and `GET /users/me`, the page bootstrap and the notification stream carry its field.
   */
  counts: defineHook<UserCount>("core.user.counts"),
};
