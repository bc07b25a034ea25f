import { style } from "@vanilla-extract/css";
import { themeVars } from "../theme/themeVars.css";

export const page = style({
  maxWidth: 900,
  margin: "0 auto",
  padding: `64px ${themeVars["page-gutter"]}`,
  textAlign: "center",
});
export const message = style({ margin: "0 0 24px", fontSize: themeVars["font-size-large"] });
export const links = style({ display: "flex", justifyContent: "center", gap: 12, flexWrap: "wrap" });
