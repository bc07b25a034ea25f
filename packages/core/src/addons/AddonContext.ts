import { createContext, useContext } from "react";

/** Which add-on a widget, slot item or page belongs to; core sets it around each of them. */
export interface AddonContextValue {
  key: string;
}

export const AddonContext = createContext<AddonContextValue>({ key: "core" });

/** The add-on whose component is rendering (its key), e.g. to namespace storage or log errors. */
export function useAddon(): AddonContextValue {
  return useContext(AddonContext);
}
