import type { HookRef } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";
import type { ForumHookContext } from "../../hooks/ForumHookContext";
import type { ServiceContext } from "../ServiceContext";
import { addonExtensionContext } from "./addonExtensionContext";

/**
 * Calls the enabled add-ons' hooks for a write, inside its transaction (`trx`), so what they
 * change (Q&A's question status) commits or rolls back with it.
 */
export async function runAddonWriteHooks<R>(
  ctx: ServiceContext,
  trx: ForumDb,
  hook: HookRef<(record: R, ctx: ForumHookContext) => void | Promise<void>>,
  record: R,
): Promise<void> {
  const hooks = ctx.addons.hooks(hook);
  if (hooks.length === 0) return;
  const extensionContext = addonExtensionContext(trx, ctx.viewer, ctx.addons);
  for (const fn of hooks) await fn(record, extensionContext);
}
