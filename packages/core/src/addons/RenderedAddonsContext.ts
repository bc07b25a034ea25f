import { createContext } from "react";

/**
 * The server render's record of the add-ons whose slot items a page rendered (`renderPage`
 * provides it): those count as used, so the page loads their descriptors and hydrates their
 * items; the others travel as manifests (docs/page-flow.md §4). Absent in the browser.
 */
export const RenderedAddonsContext = createContext<Set<string> | undefined>(undefined);
