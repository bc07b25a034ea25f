import { useContext } from "react";
import type { Location } from "./history";
import { LocationContext } from "./RouterContext";

/** The current location; the caller renders again on every navigation. */
export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error("useLocation() may be used only inside the app's router (AppRoot's page, or a test's renderWithApp).");
  return location;
}
