import { style } from "@vanilla-extract/css";

/** The wrapper adds no box of its own: the widget lays out exactly as without it. */
export const region = style({ display: "contents" });
