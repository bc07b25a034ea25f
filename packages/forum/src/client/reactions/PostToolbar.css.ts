import { style } from "@vanilla-extract/css";

/** Under a post: reactions first, share/bookmark/report after them. */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "8px 12px",
  marginTop: 8,
});
