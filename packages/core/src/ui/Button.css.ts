import { recipe } from "@vanilla-extract/recipes";
import { themeVars } from "../theme/themeVars.css";

/** Button looks (spec §9: height 36, min width 104, radius 6); also for links styled as buttons. */
export const buttonRecipe = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: 6,
    minHeight: themeVars["form-element-height"],
    padding: "0 16px",
    borderRadius: themeVars.radius,
    border: "1px solid transparent",
    fontWeight: 600,
    lineHeight: 1.2,
    cursor: "pointer",
    textDecoration: "none",
    whiteSpace: "nowrap",
    selectors: {
      "&:hover, &:focus-visible": { textDecoration: "none" },
      "&:disabled, &[aria-disabled='true']": { opacity: 0.6, cursor: "default" },
    },
  },
  variants: {
    variant: {
      primary: {
        minWidth: themeVars["button-min-width"],
        background: themeVars["color-primary"],
        borderColor: themeVars["color-primary"],
        color: themeVars["color-primary-contrast"],
        selectors: { "&:hover:not(:disabled), &:focus-visible": { filter: "brightness(0.92)" } },
      },
      standard: {
        minWidth: themeVars["button-min-width"],
        background: themeVars["color-bg"],
        borderColor: themeVars["color-border"],
        color: themeVars["color-fg"],
        selectors: { "&:hover:not(:disabled), &:focus-visible": { borderColor: themeVars["color-primary"], color: themeVars["color-primary"] } },
      },
      text: {
        padding: "0 4px",
        minHeight: "auto",
        background: "transparent",
        color: themeVars["color-primary"],
        fontWeight: 600,
        selectors: { "&:hover:not(:disabled)": { textDecoration: "underline" } },
      },
    },
  },
  defaultVariants: { variant: "standard" },
});
