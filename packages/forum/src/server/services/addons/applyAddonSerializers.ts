import type { HookRef } from "@quorum/server";
import type { ForumHookContext } from "../../hooks/ForumHookContext";
import type { PostRecord } from "../../hooks/PostRecord";
import type { ServiceContext } from "../ServiceContext";
import { addonExtensionContext } from "./addonExtensionContext";

/**
 * Lets the enabled add-ons add their fields to records about to be answered (Q&A's
 * `attributes.answer`): each hook once per list, never per record, in add-on order.
 * `discussions`: the records' discussions the caller loaded already (a thread's), handed to the
 * hooks so they need not query them (`ForumHookContext.discussions`).
 */
export async function applyAddonSerializers<R>(
  ctx: ServiceContext,
  hook: HookRef<(records: R[], ctx: ForumHookContext) => void | Promise<void>>,
  records: R[],
  discussions?: ReadonlyMap<number, PostRecord>,
): Promise<void> {
  if (records.length === 0) return;
  const hooks = ctx.addons.hooks(hook);
  if (hooks.length === 0) return;
  const extensionContext = addonExtensionContext(ctx.db, ctx.viewer, ctx.addons, discussions);
  for (const fn of hooks) await fn(records, extensionContext);
}
