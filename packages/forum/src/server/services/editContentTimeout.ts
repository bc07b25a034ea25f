import type { ServiceContext } from "./ServiceContext";

/** `ui.editContentTimeout` in seconds (negative: authors may edit forever). */
export async function editContentTimeout(ctx: ServiceContext): Promise<number> {
  const value = Number((await ctx.config())["ui.editContentTimeout"]);
  return Number.isFinite(value) ? value : 3600;
}
