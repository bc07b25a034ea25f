import type { Placement } from "./Placement";

/**
 * The entries of one point in page order: numbered ones (0 unless given) by number, ties in add-on
 * order; then each `before:`/`after:` entry next to the entry it names, as soon as that one is
 * placed. An entry whose anchor never appears (its add-on is disabled) goes last, so it still shows.
 */
export function orderPlacements(entries: readonly Placement[]): Placement[] {
  const keyed = (order: Placement["order"]): order is `before:${string}` | `after:${string}` => typeof order === "string";
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => !keyed(entry.order))
    .sort((a, b) => (typeof a.entry.order === "number" ? a.entry.order : 0) - (typeof b.entry.order === "number" ? b.entry.order : 0) || a.index - b.index)
    .map(({ entry }) => entry);
  let waiting = entries.filter((entry) => keyed(entry.order));
  let placedOne = true;
  while (waiting.length > 0 && placedOne) {
    placedOne = false;
    const still: Placement[] = [];
    for (const entry of waiting) {
      const [where, anchor] = splitOrder(String(entry.order));
      const at = ordered.findIndex((other) => other.id === anchor);
      if (at === -1) {
        still.push(entry);
        continue;
      }
      // Several entries after the same anchor keep their add-on order: each goes after the last of them.
      let insertAt = where === "before" ? at : at + 1;
      if (where === "after") while (insertAt < ordered.length && ordered[insertAt]?.order === entry.order) insertAt++;
      ordered.splice(insertAt, 0, entry);
      placedOne = true;
    }
    waiting = still;
  }
  return [...ordered, ...waiting];
}

function splitOrder(order: string): [string, string] {
  const colon = order.indexOf(":");
  return [order.slice(0, colon), order.slice(colon + 1)];
}
