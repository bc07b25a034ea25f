import type { ViewResolver } from "../../addons/defineServerAddon";
import { notFound } from "../../errors/notFound";
import { isRestricted, readProfileByName } from "../readProfile";
import { userHooks } from "../userHooks";
import type { ProfileRecord } from "./ProfileRecord";
import { profileTabPath } from "./profileTabPath";

/**
 * The profile page's view (`layoutViewType=profile`, params `userName` and `tab`): the user by
 * name as the viewer may see them (`readProfile`: 403 without profiles.view, 404 for no such
 * user), the enabled features' tabs, and 404 for a tab none of them offers.
 */
export const resolveProfile: ViewResolver = async (lookup, ctx) => {
  // A name of digits arrives as a number from a query string (layoutRoutes' `toValue`).
  const { userName: name, tab: tabParam } = lookup.params;
  const userName = typeof name === "number" ? String(name) : name;
  if (typeof userName !== "string" || userName === "") throw notFound("User");
  const tab = typeof tabParam === "string" ? tabParam : "";
  const offered = [...ctx.addons.hooks(userHooks.profileTab)].sort((a, b) => a.order - b.order);
  if (tab !== "" && !offered.some((t) => t.id === tab)) throw notFound("Page");

  const user = await readProfileByName(ctx, ctx.viewer, userName);
  const view = isRestricted(user) ? "restricted" : "full";
  if (view === "full")
    for (const serialize of ctx.addons.hooks(userHooks.serialize)) await serialize([user], { db: ctx.db, viewer: ctx.viewer, addons: ctx.addons });
  const record: ProfileRecord = {
    user,
    view,
    tab,
    tabs: offered.map((t) => ({ id: t.id, name: t.name, url: profileTabPath(t.id, user.name) })),
  };
  return { layoutViewType: "profile", record, seo: { title: user.name, url: profileTabPath(tab, user.name) } };
};
