import { style } from "@vanilla-extract/css";
import { breakpoints, maxWidth, minWidth } from "../../theme/breakpoints";
import { themeVars } from "../../theme/themeVars.css";

const compact = maxWidth(breakpoints.compactTitleBar);
const wide = minWidth(breakpoints.compactTitleBar);

export const bar = style({
  position: "sticky",
  top: 0,
  zIndex: 1050,
  background: themeVars["title-bar-bg"],
  color: themeVars["title-bar-fg"],
});

export const inner = style({
  display: "flex",
  alignItems: "center",
  gap: 24,
  height: themeVars["title-bar-height"],
  maxWidth: `calc(${themeVars["middle-column-width"]} + 2 * ${themeVars["panel-width"]} + 4 * ${themeVars["page-gutter"]})`,
  margin: "0 auto",
  padding: `0 ${themeVars["page-gutter"]}`,
  "@media": { [compact]: { height: themeVars["title-bar-height-mobile"], padding: "0 12px", gap: 12 } },
});

export const skipLink = style({
  position: "absolute",
  left: 8,
  top: -100,
  padding: "8px 12px",
  background: themeVars["color-bg"],
  color: themeVars["color-primary"],
  borderRadius: themeVars.radius,
  selectors: { "&:focus": { top: 8 } },
});

export const logo = style({
  color: "inherit",
  fontWeight: 700,
  fontSize: themeVars["font-size-large"],
  whiteSpace: "nowrap",
  display: "inline-flex",
  alignItems: "center",
  selectors: { "&:hover, &:focus-visible": { color: "inherit" } },
});
export const logoImage = style({ maxWidth: 200, maxHeight: 32 });

export const nav = style({
  display: "flex",
  gap: 4,
  flex: 1,
  minWidth: 0,
  "@media": { [compact]: { display: "none" } },
});

export const navLink = style({
  color: "inherit",
  padding: "6px 10px",
  borderRadius: themeVars.radius,
  fontWeight: 600,
  selectors: {
    // Darkened, not lightened: white text on the primary colour lightened by 15 % fell to 3.5:1.
    "&:hover, &:focus-visible, &[aria-current='page']": { color: "inherit", background: "rgba(0, 0, 0, 0.2)", textDecoration: "none" },
  },
});

// A group of the add-ons' links (a site's sections), after the main navigation.
export const groupNav = style({ display: "flex", gap: 4, whiteSpace: "nowrap", "@media": { [compact]: { display: "none" } } });

export const spacer = style({ flex: 1, display: "none", "@media": { [compact]: { display: "block" } } });

export const userBox = style({
  display: "flex",
  alignItems: "center",
  gap: 12,
  whiteSpace: "nowrap",
  "@media": { [compact]: { display: "none" } },
});
export const userName = style({ color: "inherit", fontWeight: 600, display: "inline-flex", alignItems: "center", gap: 8 });
export const entryLink = style({ color: "inherit", fontWeight: 600, display: "inline-flex", alignItems: "center" });
export const registerLink = style({
  color: "inherit",
  fontWeight: 600,
  padding: "4px 12px",
  border: "1px solid currentColor",
  borderRadius: themeVars.radius,
});

export const menuButton = style({
  display: "none",
  alignItems: "center",
  justifyContent: "center",
  width: 36,
  height: 36,
  padding: 0,
  border: 0,
  borderRadius: themeVars.radius,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  "@media": { [compact]: { display: "inline-flex" } },
});

export const panel = style({
  background: themeVars["color-bg"],
  color: themeVars["color-fg"],
  borderBottom: `1px solid ${themeVars["color-border"]}`,
  boxShadow: "0 4px 12px rgba(0, 0, 0, 0.1)",
  padding: "8px 16px 16px",
  "@media": { [wide]: { display: "none" } },
});
export const panelList = style({ listStyle: "none", margin: 0, padding: 0 });
export const panelLink = style({ display: "block", padding: "10px 4px", color: themeVars["color-heading"], fontWeight: 600 });
export const panelDivider = style({ borderTop: `1px solid ${themeVars["color-border"]}`, margin: "8px 0" });
