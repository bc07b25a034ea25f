import { createContext } from "react";
import type { ReactNode } from "react";
import type { ClientBootstrap } from "./ClientBootstrap";

export const SiteContext = createContext<ClientBootstrap | null>(null);

export interface SiteProviderProps {
  bootstrap: ClientBootstrap;
  children?: ReactNode;
}

/** Makes the page's bootstrap (user, permissions, config, theme, locale) available to every component. */
export function SiteProvider({ bootstrap, children }: SiteProviderProps): ReactNode {
  return <SiteContext.Provider value={bootstrap}>{children}</SiteContext.Provider>;
}
