import { createContext, useContext, useMemo } from "react";
import type { ReactNode } from "react";
import { SiteContext } from "../site/SiteProvider";
import { LocationContext } from "./RouterContext";
import { inSection, sectionFolder } from "./sectionFolder";

/**
 * Puts a site path under the folder of the section the page is in (`inSection`); the path as it
 * is outside every section. `Link` and `useNavigate` use it, so in-app addresses stay in the section.
 */
export const SectionHrefContext = createContext<(path: string) => string>((path) => path);

/** Provides `SectionHrefContext` for the current address (inside the router and `SiteProvider`). */
export function SectionProvider({ children }: { children?: ReactNode }): ReactNode {
  const sections = useContext(SiteContext)?.siteSections;
  const folder = sectionFolder(useContext(LocationContext)?.pathname ?? "/", sections);
  const href = useMemo(() => (path: string) => inSection(path, folder, sections), [folder, sections]);
  return <SectionHrefContext.Provider value={href}>{children}</SectionHrefContext.Provider>;
}
