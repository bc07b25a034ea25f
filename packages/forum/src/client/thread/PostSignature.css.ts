import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints, maxWidth, themeVars } from "@quorum/core";

/** Set inline from `signatures.imageMaxHeight` (a site setting, so not known when styles are built). */
export const IMAGE_MAX_HEIGHT_PROPERTY = "--quorum-signature-image-max-height";

export const signature = style({
  marginTop: 4,
  paddingTop: 8,
  borderTop: `1px dashed ${themeVars["color-border"]}`,
  color: themeVars["color-fg"],
  fontSize: themeVars["font-size-small"],
  lineHeight: 1.5,
  overflowWrap: "anywhere",
});

/** `signatures.hideMobile`: gone at mobile widths, by a media query so the server render agrees. */
export const hiddenOnMobile = style({
  "@media": { [maxWidth(breakpoints.mobile)]: { display: "none" } },
});

globalStyle(`${signature} > :first-child`, { marginTop: 0 });
globalStyle(`${signature} > :last-child`, { marginBottom: 0 });
globalStyle(`${signature} img`, {
  maxWidth: "100%",
  height: "auto",
  maxHeight: `var(${IMAGE_MAX_HEIGHT_PROPERTY}, none)`,
  verticalAlign: "middle",
});
