import { createContext } from "react";

/** Lets menu items close the `DropDown` they are in; null outside one. */
export interface DropDownContextValue {
  /** Closes the menu and puts focus back on its opener button. */
  close(): void;
}

export const DropDownContext = createContext<DropDownContextValue | null>(null);
