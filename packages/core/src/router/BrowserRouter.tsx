import { useState } from "react";
import type { ReactNode } from "react";
import { createBrowserHistory } from "./history";
import { Router } from "./Router";

/** The browser entry's router: the tab's own session history (`pushState`, back and forward). */
export function BrowserRouter({ children }: { children?: ReactNode }): ReactNode {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}
