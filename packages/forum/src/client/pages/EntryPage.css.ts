import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars, widgetStyles } from "@quorum/core";

/** The narrow centred column of the sign-in, register and sign-out pages. */
export const page = style([
  widgetStyles.root,
  {
    width: "100%",
    maxWidth: 420,
    margin: "0 auto",
    padding: `32px ${themeVars["page-gutter"]}`,
    boxSizing: "content-box",
  },
]);

export const note = style({
  margin: 0,
});

// A link inside a sentence is underlined: its colour alone does not set it apart from the text (WCAG 1.4.1).
globalStyle(`${note} a`, { textDecoration: "underline" });

export const checkbox = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 8,
});
