import type { ServerAddon } from "../addons/defineServerAddon";
import { catalogEntries } from "./catalogEntries";

/** A catalog entry whose component no client half registers. */
export interface MissingClientWidget {
  addon: string;
  message: string;
}

/**
 * The catalog entries of the installed add-ons whose `$reactComponent` no installed client half
 * registers (the names come from the site's server-render bundle, which holds every installed
 * add-on's client descriptor). Such an entry would render the spec's "unknown widget" box, so the
 * server refuses it at start-up, naming the catalog id and the missing component.
 */
export function missingClientWidgets(installed: readonly ServerAddon[], clientWidgets: ReadonlySet<string>): MissingClientWidget[] {
  return installed.flatMap((addon) =>
    catalogEntries(addon)
      .filter(([, entry]) => !clientWidgets.has(entry.component))
      .map(([id, entry]) => ({
        addon: addon.key,
        message: `${addon.name}'s catalog entry "${id}" renders the component "${entry.component}", which no installed client half registers.`,
      })),
  );
}
