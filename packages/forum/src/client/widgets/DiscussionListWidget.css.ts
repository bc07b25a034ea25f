import { style } from "@vanilla-extract/css";

export const viewAll = style({
  alignSelf: "flex-end",
  fontWeight: 600,
});
