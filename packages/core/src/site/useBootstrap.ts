import { useContext } from "react";
import type { ClientBootstrap } from "./ClientBootstrap";
import { SiteContext } from "./SiteProvider";

/** The page's bootstrap; throws outside `SiteProvider` because nothing works without it. */
export function useBootstrap(): ClientBootstrap {
  const bootstrap = useContext(SiteContext);
  if (!bootstrap) throw new Error("useBootstrap() needs a <SiteProvider> (or <AppRoot>) above it.");
  return bootstrap;
}
