import type { HydrateContext } from "@quorum/server";
import type { Subcommunity } from "../../shared/Subcommunity";

/** The section a page is in (the record `resolveSubcommunityHome` loaded), or null elsewhere. */
export function sectionOf(ctx: Pick<HydrateContext, "record">): Subcommunity | null {
  const record = ctx.record;
  return record && typeof record.subcommunityID === "number" && typeof record.folder === "string" ? (record as unknown as Subcommunity) : null;
}
