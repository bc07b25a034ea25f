import { useEffect, useState, useSyncExternalStore } from "react";
import type { AddonRegistry, RegisteredSlotItem } from "./AddonRegistry";

const subscribeToNothing = () => () => undefined;

/** The values a `when` could test: a slot's data props (callbacks are made anew on many renders). */
function dataValues(props: object): unknown[] {
  return Object.values(props).filter((value) => typeof value !== "function");
}

function sameValues(before: readonly unknown[], props: object): boolean {
  const now = dataValues(props);
  return now.length === before.length && now.every((value, index) => Object.is(value, before[index]));
}

/**
 * What a slot renders for an item whose add-on's descriptor the page has not loaded: nothing,
 * ever (so hydration matches a server render that showed none of that add-on's items). Mounted
 * after hydration (a client navigation, a menu opened), or given other data than it hydrated
 * with, it has the registry import the descriptor; the slot then renders again and the real
 * item shows if its `when` says so. While hydrating it loads nothing: the server, which had the
 * descriptor, rendered none of the add-on's items for these props, so `when` answered false.
 */
export function StandInSlotLoader({ registry, item, props }: { registry: AddonRegistry; item: RegisteredSlotItem; props: object }): null {
  // The server's snapshot is read while hydrating (the first render, or a later boundary's), the browser's otherwise.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [hydratedWith] = useState(() => (hydrating ? dataValues(props) : undefined));
  const wanted = !hydrating && !(hydratedWith && sameValues(hydratedWith, props));
  useEffect(() => {
    if (!wanted) return;
    registry.loadStandIn(item).catch((error: unknown) => {
      // As a descriptor that fails to load at start: its items stay out, the rest of the page works.
      console.error(`Quorum: the slot item "${item.id}" of "${item.addonKey}" failed to load.`, error);
    });
  }, [wanted, registry, item]);
  return null;
}
