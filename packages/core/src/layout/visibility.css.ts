import { style } from "@vanilla-extract/css";
import { breakpoints, maxWidth, minWidth } from "../theme/breakpoints";

// The wrapper adds no box of its own, so a widget lays out as if unwrapped; media queries hide it
// per device with no script, identical in the server HTML and the browser.
export const mobileOnly = style({
  display: "contents",
  "@media": { [minWidth(breakpoints.mobile)]: { display: "none" } },
});

export const desktopOnly = style({
  display: "contents",
  "@media": { [maxWidth(breakpoints.mobile)]: { display: "none" } },
});
