import { useState } from "react";
import type { ReactNode } from "react";
import { createMemoryHistory } from "./history";
import { Router } from "./Router";

/** A router whose history is in memory, starting at the last of `initialEntries` (tests). */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: readonly string[]; children?: ReactNode }): ReactNode {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}
