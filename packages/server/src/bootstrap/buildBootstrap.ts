import { DEFAULT_THEME_VARIABLES, type SiteBootstrap, type SiteNavGroup } from "@quorum/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { siteSectionsOf } from "../layouts/siteSectionsOf";
import { countUnreadNotifications } from "../notifications/countUnreadNotifications";
import { currentUserCounts } from "../users/readUserCounts";

/**
 * The one theme there is, shared by every page: the render memoises its CSS per theme object,
 * so a fresh copy per request would rebuild that CSS on every page view.
 */
const DEFAULT_THEME: SiteBootstrap["theme"] = Object.freeze({ themeID: "default", variables: Object.freeze({ ...DEFAULT_THEME_VARIABLES }) });

/**
 * What the server render inlines into a page so it is interactive with no API request: the
 * viewer and their permissions (with junctions), the enabled add-ons, public config, theme, locale.
 */
export async function buildBootstrap(app: FastifyInstance, request: FastifyRequest): Promise<SiteBootstrap> {
  const ctx = app.quorum;
  const config = await ctx.config.publicValues();
  const { user } = request.viewer;
  // The session's user is remembered for seconds: a page shows the unread count as it is now.
  const unread = user.userID > 0 ? ((await countUnreadNotifications(ctx.db, [user.userID])).get(user.userID) ?? 0) : 0;
  const counts = user.userID > 0 ? await currentUserCounts(ctx.db, ctx.addons, user.userID) : null;
  // The add-ons' navigation for this viewer (a site's sections): data in the page, no add-on code.
  const hookCtx = { db: ctx.db, viewer: request.viewer, addons: ctx.addons };
  const groups = await Promise.all(ctx.addons.enabled().map((addon) => addon.navGroup?.(hookCtx) ?? null));
  const navGroups = groups.filter((group): group is SiteNavGroup => group !== null && group.links.length > 0);
  // The folders the router serves every page under, and the root each one's search looks in.
  const siteSections = (await siteSectionsOf(ctx, request.viewer)).map(({ folder, siteSectionID, locale, categoryID }) => ({
    folder,
    siteSectionID,
    locale,
    categoryID,
  }));
  return {
    user: user.userID > 0 ? { ...user, countUnreadNotifications: unread, ...counts } : user,
    permissions: request.viewer.permissions,
    addons: ctx.addons.enabled().map((addon) => ({ key: addon.key, version: addon.version })),
    // Whether private messages are on follows the site manager's switch of their add-on (spec §2:
    // the Message button, the messages flyout and Share In Message show only then).
    config: { ...config, conversationsEnabled: ctx.addons.isEnabled("conversations") },
    theme: DEFAULT_THEME,
    locale: typeof config["garden.locale"] === "string" ? config["garden.locale"] : "en",
    ...(navGroups.length > 0 ? { navGroups } : {}),
    ...(siteSections.length > 0 ? { siteSections } : {}),
  };
}
