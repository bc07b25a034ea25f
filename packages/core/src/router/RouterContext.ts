import { createContext } from "react";
import type { Location, RouterHistory } from "./history";

/** The history the app navigates (stable for the app's life). */
export const HistoryContext = createContext<RouterHistory | null>(null);

/** The current location (changes on every navigation). */
export const LocationContext = createContext<Location | null>(null);

/** The params of the add-on route being rendered (`/groups/:groupID` → `{ groupID }`); empty elsewhere. */
export const ParamsContext = createContext<Readonly<Record<string, string | undefined>>>({});
