import { createContext, useContext } from "react";
import { AddonRegistry } from "./AddonRegistry";

const emptyRegistry = new AddonRegistry([]);

/** Carries the site's registry; `AppRoot` provides it. */
export const AddonRegistryContext = createContext<AddonRegistry>(emptyRegistry);

/** The add-on registry of the running app (an empty one outside `AppRoot`). */
export function useAddonRegistry(): AddonRegistry {
  return useContext(AddonRegistryContext);
}
