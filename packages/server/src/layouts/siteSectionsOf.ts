import type { SiteSection, Viewer } from "../addons/defineServerAddon";
import type { QuorumContext } from "../QuorumContext";

/** The site sections the viewer may see, from every enabled add-on that has them (`ServerAddon.siteSections`). */
export async function siteSectionsOf(ctx: Pick<QuorumContext, "db" | "addons">, viewer: Viewer): Promise<SiteSection[]> {
  const hookCtx = { db: ctx.db, viewer, addons: ctx.addons };
  const lists = await Promise.all(ctx.addons.enabled().map((addon) => addon.siteSections?.(hookCtx) ?? []));
  return lists.flat();
}
