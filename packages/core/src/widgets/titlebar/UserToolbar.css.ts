import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars } from "../../theme/themeVars.css";

export const toolbar = style({ display: "flex", alignItems: "center", gap: 4 });

// The flyouts' openers sit on the title bar's colour, not the page's.
globalStyle(`${toolbar} > div > button[aria-haspopup]`, { color: "inherit" });
globalStyle(
  `${toolbar} > div > button[aria-haspopup]:hover, ${toolbar} > div > button[aria-haspopup]:focus-visible, ${toolbar} > div > button[aria-expanded='true']`,
  {
    background: "rgba(0, 0, 0, 0.2)",
  },
);
// Spec §9: a dropdown is at least 350 wide.
globalStyle(`${toolbar} [role='menu']`, { width: 350, color: themeVars["color-fg"] });

export const iconWithBadge = style({ position: "relative", display: "inline-flex" });

export const badge = style({
  position: "absolute",
  top: -6,
  right: -10,
  minWidth: 18,
  height: 18,
  padding: "0 4px",
  borderRadius: 9,
  background: "#b00020",
  color: "#fff",
  fontSize: 11,
  fontWeight: 700,
  lineHeight: "18px",
  textAlign: "center",
  selectors: { "&::after": { content: "attr(data-count)" } },
});

export const accountBox = style({
  display: "inline-flex",
  padding: 2,
  marginLeft: 4,
  border: 0,
  borderRadius: "50%",
  background: "transparent",
  cursor: "pointer",
  selectors: { "&:hover, &:focus-visible": { boxShadow: "0 0 0 2px currentColor" } },
});

export const flyout = style({ display: "block" });
export const flyoutNote = style({ margin: 0, padding: "8px 14px", color: themeVars["color-fg"] });

export const entry = style({ display: "block" });
export const unreadEntry = style({ display: "block", background: themeVars["color-bg-muted"] });
globalStyle(`${entry} > a, ${unreadEntry} > a`, { display: "flex", flexDirection: "column", alignItems: "flex-start", whiteSpace: "normal" });
export const entryBody = style({ display: "block" });
export const entryMeta = style({ display: "block", fontSize: themeVars["font-size-small"], color: themeVars["color-fg"] });

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});

export const tabList = style({ display: "flex", gap: 4, borderBottom: `1px solid ${themeVars["color-border"]}`, marginBottom: 12 });
export const tab = style({
  padding: "8px 12px",
  border: 0,
  borderBottom: "2px solid transparent",
  background: "transparent",
  color: themeVars["color-fg"],
  fontWeight: 600,
  cursor: "pointer",
  selectors: { "&[aria-selected='true']": { borderBottomColor: themeVars["color-primary"], color: themeVars["color-primary"] } },
});
export const panelMe = style({ display: "flex", flexDirection: "column", alignItems: "center", gap: 12 });
export const panelName = style({ fontWeight: 700, fontSize: themeVars["font-size-large"] });
export const panelLinks = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: 12 });

/** Above the title bar (1050), below toasts (1200), as core's modals. */
export const backdrop = style({ position: "fixed", inset: 0, zIndex: 1100, display: "flex", justifyContent: "flex-end", background: "rgba(0, 0, 0, 0.4)" });
export const sidePanel = style({
  display: "flex",
  flexDirection: "column",
  gap: 12,
  width: 375,
  maxWidth: "100%",
  height: "100%",
  overflowY: "auto",
  padding: "0 16px 16px",
  background: themeVars["color-bg"],
  color: themeVars["color-fg"],
  boxShadow: "0 8px 32px rgba(0, 0, 0, 0.24)",
  outline: "none",
});
export const sidePanelHeader = style({ display: "flex", alignItems: "center", minHeight: 48, borderBottom: `1px solid ${themeVars["color-border"]}` });
export const sidePanelTitle = style({ flex: 1, margin: 0, fontSize: themeVars["font-size-large"], fontWeight: 600 });
export const closeButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 32,
  height: 32,
  border: 0,
  borderRadius: themeVars.radius,
  background: "transparent",
  color: themeVars["color-fg"],
  cursor: "pointer",
});
