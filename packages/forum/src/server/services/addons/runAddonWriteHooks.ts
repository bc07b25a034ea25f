import type { ExtensionContext, ServerExtensions } from "@quorum/server";
import type { ForumDb } from "../../db/ForumTables";
import type { ServiceContext } from "../ServiceContext";
import { addonExtensionContext } from "./addonExtensionContext";

type WriteHook = "discussion.afterCreate" | "comment.afterCreate" | "comment.afterDelete";
type RecordOf<K extends WriteHook> = Parameters<NonNullable<ServerExtensions[K]>>[0];

/**
 * Calls the enabled add-ons' hooks for a write, inside its transaction (`trx`), so what they
 * change (Q&A's question status) commits or rolls back with it.
 */
export async function runAddonWriteHooks<K extends WriteHook>(ctx: ServiceContext, trx: ForumDb, name: K, record: RecordOf<K>): Promise<void> {
  const hooks = ctx.addons.extensions(name) as ReadonlyArray<(record: RecordOf<K>, ctx: ExtensionContext) => void | Promise<void>>;
  if (hooks.length === 0) return;
  const extensionContext = addonExtensionContext(trx, ctx.viewer);
  for (const hook of hooks) await hook(record, extensionContext);
}
