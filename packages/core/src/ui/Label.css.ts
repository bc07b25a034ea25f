import { recipe } from "@vanilla-extract/recipes";
import { themeVars } from "../theme/themeVars.css";

/** A quiet outlined label beside a title or an author line ('Closed', 'Answered ✓'). */
export const labelRecipe = recipe({
  base: {
    display: "inline-block",
    padding: "0 6px",
    border: `1px solid ${themeVars["color-border"]}`,
    borderRadius: themeVars.radius,
    color: themeVars["color-fg"],
    fontSize: themeVars["font-size-small"],
    fontWeight: 600,
    lineHeight: "18px",
  },
  variants: {
    tone: {
      plain: {},
      /** What is settled: an accepted answer, an answered question. */
      success: { borderColor: themeVars["color-success"], color: themeVars["color-success"] },
      /** Tones a user fragment's `labelStyle` may name (a rank beside a member's name). */
      primary: { borderColor: themeVars["color-primary"], color: themeVars["color-primary"] },
      danger: { borderColor: themeVars["color-danger"], color: themeVars["color-danger"] },
    },
    caps: { true: { textTransform: "uppercase" }, false: {} },
  },
  defaultVariants: { tone: "plain", caps: false },
});
