import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars } from "@quorum/core";

export const body = style({
  color: themeVars["color-fg"],
  fontSize: themeVars["font-size-large"],
  lineHeight: 1.6,
  overflowWrap: "anywhere",
});

globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} > :last-child`, { marginBottom: 0 });
globalStyle(`${body} img`, { maxWidth: "100%", height: "auto" });
globalStyle(`${body} pre`, { overflowX: "auto", padding: 12, borderRadius: themeVars.radius, background: themeVars["color-bg-muted"] });
globalStyle(`${body} blockquote`, { margin: "0 0 1em", paddingLeft: 12, borderLeft: `4px solid ${themeVars["color-border"]}` });
