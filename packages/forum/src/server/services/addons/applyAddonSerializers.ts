import type { ExtensionContext, PostRecord, ServerExtensions } from "@quorum/server";
import type { ServiceContext } from "../ServiceContext";
import { addonExtensionContext } from "./addonExtensionContext";

type Serializer = "discussion.serialize" | "comment.serialize";
type RecordsOf<K extends Serializer> = Parameters<NonNullable<ServerExtensions[K]>>[0];

/**
 * Lets the enabled add-ons add their fields to records about to be answered (Q&A's
 * `attributes.answer`): each hook once per list, never per record, in installation order.
 * `discussions`: the records' discussions the caller loaded already (a thread's), handed to the
 * hooks so they need not query them (`ExtensionContext.discussions`).
 */
export async function applyAddonSerializers<K extends Serializer>(
  ctx: ServiceContext,
  name: K,
  records: RecordsOf<K>,
  discussions?: ReadonlyMap<number, PostRecord>,
): Promise<void> {
  if (records.length === 0) return;
  const hooks = ctx.addons.extensions(name) as ReadonlyArray<(records: RecordsOf<K>, ctx: ExtensionContext) => void | Promise<void>>;
  if (hooks.length === 0) return;
  const extensionContext = addonExtensionContext(ctx.db, ctx.viewer, discussions);
  for (const hook of hooks) await hook(records, extensionContext);
}
