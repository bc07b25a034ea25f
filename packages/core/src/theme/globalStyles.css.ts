import { globalStyle } from "@vanilla-extract/css";
import { themeVars } from "./themeVars.css";

// Site-wide base styles; every value comes from the theme variables so a theme restyles it.
globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", { WebkitTextSizeAdjust: "100%" });

globalStyle("body", {
  margin: 0,
  fontFamily: themeVars["font-family"],
  fontSize: themeVars["font-size-base"],
  lineHeight: 1.5,
  color: themeVars["color-fg"],
  background: themeVars["color-bg"],
});

globalStyle("h1, h2, h3, h4", { color: themeVars["color-heading"], lineHeight: 1.25, margin: "0 0 0.5em" });
globalStyle("h1", { fontSize: themeVars["font-size-title"], fontWeight: 600 });
globalStyle("h2", { fontSize: themeVars["font-size-h2"], fontWeight: 600 });

globalStyle("a", { color: themeVars["color-primary"], textDecoration: "none" });
globalStyle("a:hover, a:focus-visible", { textDecoration: "underline" });

globalStyle(":focus-visible", { outline: `2px solid ${themeVars["color-primary"]}`, outlineOffset: 2 });

globalStyle("img", { maxWidth: "100%" });

globalStyle("button, input, textarea, select", { font: "inherit", color: "inherit" });
