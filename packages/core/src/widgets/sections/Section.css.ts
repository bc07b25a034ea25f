import { style } from "@vanilla-extract/css";
import { breakpoints, maxWidth } from "../../theme/breakpoints";
import { themeVars } from "../../theme/themeVars.css";

const gutter = themeVars["page-gutter"];
const panel = themeVars["panel-width"];
const middle = themeVars["middle-column-width"];

/** The page container: three columns' width plus gutters at most, gutters at the edges. */
export const container = style({
  width: "100%",
  maxWidth: `calc(${middle} + 2 * ${panel} + 4 * ${gutter})`,
  margin: "0 auto",
  padding: `0 ${gutter}`,
  "@media": { [maxWidth(breakpoints.mobile)]: { padding: "0 16px" } },
});

export const section = style({ margin: "24px 0" });
export const fullWidth = style({ margin: "0 0 24px" });
export const column = style({ minWidth: 0, display: "flex", flexDirection: "column" });
export const breadcrumbs = style({ marginBottom: 16 });

/** Main 672 / secondary 216; one column at the one-column breakpoint (mobile included). */
export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: `minmax(0, ${middle}) ${panel}`,
  justifyContent: "space-between",
  columnGap: gutter,
  "@media": { [maxWidth(breakpoints.oneColumn)]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

/** Left 216 / middle 672 / right 216; the right column folds under the left at 1200, one column after. */
export const threeColumns = style({
  display: "grid",
  gridTemplateColumns: `${panel} minmax(0, ${middle}) ${panel}`,
  gridTemplateAreas: '"left middle right"',
  justifyContent: "space-between",
  columnGap: gutter,
  "@media": {
    [maxWidth(breakpoints.twoColumns)]: {
      gridTemplateColumns: `${panel} minmax(0, 1fr)`,
      gridTemplateAreas: '"left middle" "right middle"',
      gridTemplateRows: "auto 1fr",
    },
    [maxWidth(breakpoints.oneColumn)]: {
      gridTemplateColumns: "minmax(0, 1fr)",
      gridTemplateAreas: '"middle" "left" "right"',
      gridTemplateRows: "auto",
    },
  },
});
export const areaLeft = style({ gridArea: "left" });
export const areaMiddle = style({ gridArea: "middle" });
export const areaRight = style({ gridArea: "right" });

/** Equal columns; stacked on phones. */
export const evenColumns = style({
  display: "grid",
  gridAutoColumns: "minmax(0, 1fr)",
  gridAutoFlow: "column",
  columnGap: gutter,
  "@media": { [maxWidth(breakpoints.mobile)]: { gridAutoFlow: "row" } },
});
