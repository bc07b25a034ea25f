/**
 * True while rendering on the server (no DOM): the page is rendered once and sent, nothing in it
 * refetches or re-renders there, so a component may skip work that only serves later updates.
 * What it renders must stay the same as in the browser (hydration compares the HTML).
 */
export const isServerRender: boolean = typeof window === "undefined";
