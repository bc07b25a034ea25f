import { useState } from "react";
import type { ReactNode } from "react";
import { createStaticHistory } from "./history";
import { Router } from "./Router";

/** The server render's router: one fixed address. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }): ReactNode {
  const [history] = useState(() => createStaticHistory(location));
  return <Router history={history}>{children}</Router>;
}
